/** Saves an image the app serves as `food-gallery-<timestamp>.jpg`; rejects when it cannot be fetched. */
export async function downloadImage(url: string, now: () => number = Date.now): Promise<void> {
  // A static asset, not an /api call, so it bypasses the API client.
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Download failed with status ${response.status}`);
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = `food-gallery-${now()}.jpg`;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoke after the click has been handled so the browser can still read the blob.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
  }
}
