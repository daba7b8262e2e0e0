/**
 * The README's stage × call table is the transition table written down: rendered here from
 * src/common/pipeline.ts, it must appear in the README as is. On a change, paste the printed table.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STAGE_NAMES, TRANSITIONS, transitionKeys, type TransitionRow } from '../../../src/common/pipeline.ts';

const stage = (s: number) => `${STAGE_NAMES[s as keyof typeof STAGE_NAMES]['zh-CN']} (${s})`;

function to(row: TransitionRow): string {
  if (row.to === 'previous') return 'where it came from';
  if (row.to === 'same') return 'stays where it is';
  return stage(row.to);
}

function line(row: TransitionRow): string {
  const input = Object.keys(row.input.properties)
    .map((k) => ((row.input.required ?? []).includes(k) ? `**${k}**` : k))
    .join(', ');
  const notes = [
    row.fromSteps ? `sub-steps ${row.fromSteps.join(', ')} → ${row.toStep ?? 0}` : '',
    row.seekerSees ? 'seeker told' : '',
    row.generalWorkerOnly ? 'short-term positions only' : '',
    row.restores ? `restores: ${row.restores}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  return `| \`${row.call}\` | ${row.from.map(stage).join(', ')} | ${to(row)} | ${transitionKeys(row)
    .map((k) => `\`${k}\``)
    .join(' ')} | ${input} | ${notes} |`;
}

function renderTable(): string {
  const rows = (Object.values(TRANSITIONS) as TransitionRow[]).map(line);
  return ['| call | from | to | key (by starting stage) | input (**required**) | notes |', '|---|---|---|---|---|---|', ...rows].join('\n');
}

describe('the README’s pipeline table', () => {
  it('is the transition table, row for row', () => {
    const table = renderTable();
    const readme = readFileSync('README.md', 'utf8');
    if (!readme.includes(table)) console.info(`README's pipeline table is stale; paste this:\n\n${table}\n`);
    expect(readme.includes(table)).toBe(true);
  });
});
