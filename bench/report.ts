export type Verdict = 'PASS' | 'OVER' | 'INFO';

export interface ReportLine {
  section: string;
  label: string;
  figure: string;
  budget: string;
  verdict: Verdict;
}

/** Bytes as kilobytes of 1,000 bytes, the unit of the 170 KB budget (as Vite prints sizes). */
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** A verdict for a budget: INFO when the line has none. */
export function verdict(withinBudget: boolean | undefined): Verdict {
  if (withinBudget === undefined) return 'INFO';
  return withinBudget ? 'PASS' : 'OVER';
}

/** Printed figures, grouped by section; each section is printed as soon as it is complete. */
export class Report {
  readonly lines: ReportLine[] = [];

  constructor(private readonly print: (text: string) => void = (text) => console.log(text)) {}

  /** Adds the section's lines and prints them as an aligned table. */
  section(title: string, rows: ReadonlyArray<Omit<ReportLine, 'section'>>): void {
    const lines = rows.map((row) => ({ section: title, ...row }));
    this.lines.push(...lines);
    this.print(formatSection(title, lines));
  }

  get overBudget(): ReportLine[] {
    return this.lines.filter((line) => line.verdict === 'OVER');
  }
}

/**
 * The section as a table: labels padded to one width, figures right-aligned on the budgeted lines' widest one. A
 * figure wider than that (an INFO line's sentence: a run's settings, what costs its time) follows its label as it is,
 * rather than pushing every other figure to its width.
 */
export function formatSection(title: string, lines: readonly ReportLine[]): string {
  const width = (pick: (line: ReportLine) => string, of: readonly ReportLine[] = lines) => Math.max(0, ...of.map((line) => pick(line).length));
  const labelWidth = width((line) => line.label);
  const budgeted = lines.filter((line) => line.verdict !== 'INFO');
  const figureWidth = width((line) => line.figure, budgeted.length ? budgeted : lines);
  const budgetWidth = width((line) => line.budget);
  const body = lines.map((line) => {
    const marker = line.verdict === 'INFO' ? '' : line.verdict;
    const budget = line.budget ? `budget ${line.budget}` : '';
    return `  ${line.label.padEnd(labelWidth)}  ${line.figure.padStart(figureWidth)}  ${budget.padEnd(budgetWidth + 7)}  ${marker}`.trimEnd();
  });
  return [``, `== ${title}`, ...body].join('\n');
}

/** The lines as a Markdown table, for the README. */
export function toMarkdown(lines: readonly ReportLine[]): string {
  const escape = (text: string) => text.replaceAll('|', '\\|');
  const rows = lines.map(
    (line) => `| ${escape(line.section)} | ${escape(line.label)} | ${escape(line.figure)} | ${escape(line.budget || '—')} | ${line.verdict === 'INFO' ? '' : line.verdict} |`,
  );
  return ['| Part | Measure | Figure | Budget | |', '|---|---|---|---|---|', ...rows].join('\n');
}
