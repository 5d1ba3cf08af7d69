/** Response header of a paged list: the cursor of the next page, absent on the last page. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';
