/** The forwarded resume as the e-mail's text, in the sender's language, controlled fields as the sender sees them. */
import type { Lang } from '../../../common/states.ts';
import { CATALOG } from '../dropdown/catalog.ts';
import type { presentResume } from './presenter.ts';

type Shown = ReturnType<typeof presentResume>;
const IDX: Record<Lang, 1 | 2 | 3> = { 'zh-CN': 1, 'zh-TW': 2, en: 3 };

const LABELS = {
  subject: ['简历：{name}', '履歷：{name}', 'Resume: {name}'],
  intro: ['{who}向您转发了一份简历。', '{who}向您轉發了一份履歷。', '{who} forwarded a resume to you.'],
  basic: ['基本信息', '基本資料', 'Basic information'],
  phone: ['手机号', '手機號碼', 'Mobile'],
  email: ['邮箱', '信箱', 'E-mail'],
  education: ['学历', '學歷', 'Education'],
  workYears: ['工作年限', '工作年資', 'Years of experience'],
  city: ['所在城市', '所在城市', 'City'],
  skills: ['技能', '技能', 'Skills'],
  expect: ['求职意向', '求職意向', 'Expectation'],
  jobs: ['工作经历', '工作經歷', 'Work experience'],
  projects: ['项目经历', '專案經歷', 'Projects'],
  educations: ['教育经历', '教育經歷', 'Education history'],
  selfEvaluation: ['自我评价', '自我評價', 'About'],
  now: ['至今', '至今', 'now'],
  attachments: ['附件：{n}个', '附件：{n}個', 'Attachments: {n}'],
} as const;

export function label(key: keyof typeof LABELS, lang: Lang, params: Record<string, string | number> = {}): string {
  const text: string = LABELS[key][IDX[lang] - 1] ?? LABELS[key][0];
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}

const educationName = (v: number | null | undefined, lang: Lang) =>
  v ? (CATALOG.Position?.Education?.find((o) => o[0] === v)?.[IDX[lang]] ?? '') : '';

const period = (from: string, to: string | null, lang: Lang) => `${from} – ${to ?? label('now', lang)}`;

/** Plain text: one section after another, empty ones left out. */
export function resumeText(name: string, r: Shown, lang: Lang, note: { who: string; message?: string | undefined; attachments: number }) {
  const lines = [label('intro', lang, { who: note.who })];
  if (note.message?.trim()) lines.push('', note.message.trim());
  lines.push('', `== ${name} ==`, '', `[${label('basic', lang)}]`);
  const b = r.basic;
  const facts: Array<[keyof typeof LABELS, string | number | null]> = [
    ['phone', b.phone],
    ['email', b.email],
    ['education', educationName(b.education, lang) || null],
    ['workYears', b.workYears],
    ['city', b.city],
  ];
  for (const [k, v] of facts) if (v !== null && v !== '') lines.push(`${label(k, lang)}: ${v}`);
  if (r.skills.length) lines.push('', `[${label('skills', lang)}]`, r.skills.join(', '));
  if (r.expect)
    lines.push(
      '',
      `[${label('expect', lang)}]`,
      [
        r.expect.positionTypes.join(' / '),
        r.expect.cities.join(' / '),
        r.expect.salaryMin ? `${r.expect.salaryMin}-${r.expect.salaryMax}` : '',
      ]
        .filter(Boolean)
        .join(' · '),
    );
  if (r.jobs.length)
    lines.push(
      '',
      `[${label('jobs', lang)}]`,
      ...r.jobs.map((j) => `${period(j.startDate, j.endDate, lang)}  ${j.company} · ${j.position}\n  ${j.description}`),
    );
  if (r.projects.length)
    lines.push(
      '',
      `[${label('projects', lang)}]`,
      ...r.projects.map((p) => `${period(p.startDate, p.endDate, lang)}  ${p.name} · ${p.role}\n  ${p.description}`),
    );
  if (r.educations.length)
    lines.push(
      '',
      `[${label('educations', lang)}]`,
      ...r.educations.map((e) => `${period(e.startDate, e.endDate, lang)}  ${e.school} · ${e.major} · ${educationName(e.education, lang)}`),
    );
  if (r.selfEvaluation) lines.push('', `[${label('selfEvaluation', lang)}]`, r.selfEvaluation);
  if (note.attachments) lines.push('', label('attachments', lang, { n: note.attachments }));
  return lines.join('\n');
}
