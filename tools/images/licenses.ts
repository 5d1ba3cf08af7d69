import { USED_ARTWORK } from './svg.js';

const SETS = {
  fluent: {
    title: 'Fluent Emoji',
    pkg: '@iconify-json/fluent-emoji',
    source: 'https://github.com/microsoft/fluentui-emoji',
    licence: 'MIT',
    notice: 'Copyright (c) Microsoft Corporation.',
    text: `MIT License

Copyright (c) Microsoft Corporation.

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.`,
  },
  noto: {
    title: 'Noto Emoji',
    pkg: '@iconify-json/noto',
    source: 'https://github.com/googlefonts/noto-emoji',
    licence: 'Apache-2.0',
    notice: 'Copyright (c) Google Inc.',
    text: 'Licensed under the Apache License, Version 2.0 (https://www.apache.org/licenses/LICENSE-2.0).',
  },
} as const;

/** web/public/LICENSES.md: which openly licensed artwork the generated images contain. */
export function licensesMarkdown(): string {
  const sections = (Object.keys(SETS) as (keyof typeof SETS)[])
    .filter((key) => USED_ARTWORK[key].size > 0)
    .map((key) => {
      const set = SETS[key];
      const names = [...USED_ARTWORK[key]].sort().map((name) => `\`${name}\``).join(', ');
      return `## ${set.title} (${set.licence})

${set.notice} Source: ${set.source}, used through the npm package \`${set.pkg}\`.

Artwork used: ${names}.

\`\`\`
${set.text}
\`\`\``;
    });
  return `# Image licences

Every image under \`/images/\` and \`/press/\`, and \`/favicon.svg\`, is generated offline by the
project's image tool, \`tools/images\` (run \`npm run images\`). The compositions (tables, plates, bowls,
rice, curries, noodles, pizza, the logo and the fact sheet) are drawn by that tool and belong to this
project. Some compositions include emoji artwork from the openly licensed sets below, unmodified
except for scaling, rotation, shadows and, on fried and roasted chicken, a colour tint.

${sections.join('\n\n')}
`;
}
