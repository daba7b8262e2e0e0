import { describe, expect, it } from 'vitest';
import { tabCount, tabListPath } from '../../../src/admin/engine/list/ListTabs.tsx';
import { Interview } from '../../../generated/definitions/Interview.ts';
import type { ResourceDefinition } from '../../../src/admin/engine/types.ts';

const def = Interview as unknown as ResourceDefinition;
const tabs = def.list.tabs!.items;
const named = (name: string) => tabs.find((t) => t.name === name)!;

describe('list tabs', () => {
  it('read their own call under the controller; the first tab reads the resource’s list', () => {
    expect(tabListPath(def, named('all'))).toBeUndefined();
    expect(tabListPath(def, named('notInvited'))).toBe('ResumeDeliveryRecord/Interview/GetNotInvitationResumeList');
    expect(tabListPath(def, named('awaitingHire'))).toBe('ResumeDeliveryRecord/Interview/GetStaytHiredResumeList');
  });

  it('count the rows matching their countWhere, and the total without one', () => {
    const answer = {
      list: [
        { step: 0, call: 'a', count: 4 },
        { step: 1, call: 'b', count: 7 },
        { step: 3, call: 'c', count: 0 },
      ],
      total: 11,
    };
    expect(tabCount(named('all'), answer)).toBe(11);
    expect(tabCount(named('notInvited'), answer)).toBe(4);
    expect(tabCount(named('invited'), answer)).toBe(7);
    expect(tabCount(named('interviewing'), answer)).toBe(0);
    // A step the answer leaves out counts none; no answer yet shows no count.
    expect(tabCount(named('writtenExam'), answer)).toBe(0);
    expect(tabCount(named('invited'), undefined)).toBeUndefined();
  });
});
