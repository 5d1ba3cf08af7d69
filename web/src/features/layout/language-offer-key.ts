/** Set once the offer of the Bangla page has been shown: a visitor is offered Bangla once (docs/ARCHITECTURE.md §5i). */
export const LANG_OFFERED_KEY = 'foodStore.langOffered';
