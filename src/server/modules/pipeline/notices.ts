/**
 * NoticeMessage pushes to job seekers about their applications, after the move commits, in the
 * language they applied in. `data` lets their delivery-record page refresh the record it names.
 */
import type { Deps } from '../../deps.ts';
import { stageName } from '../../../common/pipeline.ts';
import { LANGS, type Lang } from '../../../common/states.ts';
import type { MoveRecord } from './repository.ts';

export const langOf = (value: string): Lang => ((LANGS as readonly string[]).includes(value) ? (value as Lang) : 'zh-CN');

const TEMPLATE: Readonly<Record<Lang, (position: string, what: string) => string>> = {
  'zh-CN': (position, what) => `您投递的“${position}”有新进展：${what}`,
  'zh-TW': (position, what) => `您投遞的「${position}」有新進展：${what}`,
  en: (position, what) => `Your application for “${position}”: ${what}`,
};

/** The default text: the stage the application is now in, as the seeker's pages name it. */
export function stageNotice(record: MoveRecord, toStage: number, lang: Lang, detail?: string): string {
  const what = detail ? `${stageName(toStage, lang)}（${detail}）` : stageName(toStage, lang);
  return TEMPLATE[lang](record.positionName, lang === 'en' && detail ? `${stageName(toStage, lang)} (${detail})` : what);
}

export function pushStageNotice(deps: Pick<Deps, 'hub'>, record: MoveRecord, toStage: number, message: string) {
  deps.hub.sendToUser(record.userId, 'NoticeMessage', { state: 200, message, data: { deliveryRecordId: record.id, stage: toStage } });
}
