/**
 * A screen configuration saved on 界面配置 (config/service.ts, log name resourceConfig) in words: the
 * screen by its name, the comment, then what the overlay sets (config/overlay.ts): the fields it renames
 * (from the screen's label to the one given in the reader's language, else the first language given), the
 * list's columns in their order (hidden ones and widths said), the form items' settings. Pure.
 */
import type { Lang } from '../../../common/states.ts';
import { fieldLabel, resourceLabel } from '../../i18n/resource-labels.ts';
import { CONFIG_WORDS as W, LOG_WORDS, listSep, noted } from './words.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export const isConfigSummary = (resource: string, summary: Obj) =>
  resource === 'resourceConfig' && typeof summary.resource === 'string' && isObj(summary.overlay);

const say = (word: keyof typeof W, lang: Lang, v = '') => W[word][lang].replace('{n}', v).replace('{v}', v);

function labels(screen: string, given: Obj, lang: Lang): string {
  return Object.entries(given)
    .map(([prop, texts]) => {
      const t = isObj(texts) ? (texts[lang] ?? Object.values(texts).find((x) => typeof x === 'string' && x !== '')) : undefined;
      return `${fieldLabel(screen, prop, lang)} → ${typeof t === 'string' ? t : '—'}`;
    })
    .join(listSep(lang));
}

function columns(screen: string, given: unknown[], lang: Lang): string {
  return given
    .filter(isObj)
    .map((c) => {
      const notes = [
        c.visible === false ? say('hidden', lang) : '',
        typeof c.width === 'number' ? say('width', lang, String(c.width)) : '',
      ];
      return noted(fieldLabel(screen, String(c.prop), lang), notes.filter(Boolean), lang);
    })
    .join(listSep(lang));
}

function formItems(screen: string, given: Obj, lang: Lang): string {
  return Object.entries(given)
    .map(([prop, c]) => {
      const s = isObj(c) ? c : {};
      const notes = [
        typeof s.span === 'number' ? say('span', lang, String(s.span)) : '',
        s.required === true ? say('required', lang) : s.required === false ? say('optional', lang) : '',
        s.defaultValue !== undefined ? say('defaultValue', lang, String(s.defaultValue)) : '',
        typeof s.help === 'string' ? say('help', lang, s.help) : '',
      ];
      return noted(fieldLabel(screen, prop, lang), notes.filter(Boolean), lang);
    })
    .join(listSep(lang));
}

/** The configuration's parts as label and words, in the order a person reads them. */
export function configParts(summary: Obj, lang: Lang): Array<[string, string]> {
  const screen = summary.resource as string;
  const overlay = summary.overlay as Obj;
  const parts: Array<[string, string]> = [
    [LOG_WORDS.resource![lang], resourceLabel(screen, lang, screen)],
    [LOG_WORDS.comment![lang], typeof summary.comment === 'string' && summary.comment !== '' ? summary.comment : '—'],
  ];
  if (isObj(overlay.labels)) parts.push([W.labels[lang], labels(screen, overlay.labels, lang)]);
  if (Array.isArray(overlay.columns)) parts.push([W.columns[lang], columns(screen, overlay.columns, lang)]);
  if (isObj(overlay.form)) parts.push([W.form[lang], formItems(screen, overlay.form, lang)]);
  return parts.filter(([, text]) => text !== '');
}
