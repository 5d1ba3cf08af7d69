import { useId, useState, type ReactNode } from 'react';

export interface AccordionItem {
  id: string;
  header: ReactNode;
  content: ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  initialOpenId?: string | null;
  headingLevel?: 2 | 3;
}

/** Disclosure list with at most one panel open: opening one closes the other. */
export function Accordion({ items, initialOpenId = null, headingLevel = 3 }: AccordionProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [openId, setOpenId] = useState<string | null>(initialOpenId);
  const baseId = useId();

  return (
    <ul className="stack-y-4">
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <li
            key={item.id}
            className={`overflow-hidden rounded-2xl border bg-white shadow-sm transition dark:bg-stone-900 ${open ? 'border-brand-600/60 dark:border-brand-200/40' : 'border-stone-200 dark:border-stone-800'}`}
          >
            <Heading>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left hover:bg-stone-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-6 dark:hover:bg-stone-800/60 dark:focus-visible:outline-brand-200"
              >
                <span className="min-w-0 flex-1">{item.header}</span>
                <span
                  aria-hidden="true"
                  className={`inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800 transition-transform dark:bg-stone-800 dark:text-brand-200 ${open ? 'rotate-180' : ''}`}
                >
                  <svg viewBox="0 0 20 20" fill="currentColor" className="size-5">
                    <path fillRule="evenodd" d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z" clipRule="evenodd" />
                  </svg>
                </span>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-5 pb-5 sm:px-6">
              {item.content}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
