// The photo field's settings, apart from ui.ts: no page starts with them (the JavaScript a first load needs, §6).

/** An upload that sends nothing for this long is stopped and said so: a hung connection never holds the form. */
export const PHOTO_UPLOAD_STALL_MS = 30_000;
