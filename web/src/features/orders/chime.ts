// The new-order sound, made with Web Audio (no sound file to ship or license): one oscillator, two rising tones.

type AudioContextClass = typeof AudioContext;

let context: AudioContext | undefined;

function audioContext(): AudioContext | undefined {
  const Class = (window.AudioContext ?? (window as { webkitAudioContext?: AudioContextClass }).webkitAudioContext) as AudioContextClass | undefined;
  if (!Class) return undefined;
  context ??= new Class();
  return context;
}

/** Lets later chimes play: browsers start audio only within a user gesture, so call this from a click or key press. */
export function unlockChime(): void {
  const audio = audioContext();
  if (audio?.state === 'suspended') void audio.resume();
}

/** Plays the short two-tone chime; false when this browser has no Web Audio. */
export function playChime(): boolean {
  const audio = audioContext();
  if (!audio) return false;
  if (audio.state === 'suspended') void audio.resume();
  const start = audio.currentTime;
  const tone = audio.createOscillator();
  const volume = audio.createGain();
  tone.type = 'sine';
  tone.frequency.setValueAtTime(880, start);
  tone.frequency.setValueAtTime(1318.5, start + 0.16);
  volume.gain.setValueAtTime(0.0001, start);
  volume.gain.exponentialRampToValueAtTime(0.25, start + 0.02);
  volume.gain.exponentialRampToValueAtTime(0.0001, start + 0.7);
  tone.connect(volume).connect(audio.destination);
  tone.start(start);
  tone.stop(start + 0.72);
  return true;
}
