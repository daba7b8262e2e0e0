/**
 * A resume's text as lines and its sections (education, work, the rest), found by their headings in
 * Chinese or English. Lines before the first heading are the header: name, contacts, summary.
 */
export type SectionName = 'header' | 'education' | 'work' | 'other';

const HEADINGS: ReadonlyArray<[Exclude<SectionName, 'header'>, RegExp]> = [
  ['education', /^(?:教育(?:背景|经历|情况)|学历(?:背景|信息)?|学习经历|education(?:al background)?|academic(?: background)?)$/i],
  [
    'work',
    new RegExp(
      '^(?:工作(?:经历|经验|履历)|实习经历|职业经历|' +
        'work(?:ing)? (?:experience|history)|(?:professional |employment )?experience|employment(?: history)?|career history)$',
      'i',
    ),
  ],
  [
    'other',
    new RegExp(
      '^(?:项目经[历验]|技能(?:证书|特长)?|专业技能|证书|自我评价|个人评价|求职意向|语言能力|培训经历|兴趣爱好|' +
        'skills?|languages?|projects?|certificates?|certifications|summary|profile|objective|interests|references|training)$',
      'i',
    ),
  ],
];

export interface Sections {
  lines: string[];
  header: string[];
  education: string[];
  work: string[];
}

const headingOf = (line: string): Exclude<SectionName, 'header'> | null => {
  const t = line.replace(/[\s:：|•·■◆●▶\-_=]+/g, ' ').trim();
  if (t.length > 40) return null;
  for (const [name, re] of HEADINGS) if (re.test(t)) return name;
  return null;
};

export function sectionsOf(text: string): Sections {
  const lines = text
    .split('\n')
    .map((l) => l.replace(/[ \t]+$/g, '').replace(/^[ \t]+/g, ''))
    .filter((l) => l.length > 0);
  const out: Sections = { lines, header: [], education: [], work: [] };
  let current: SectionName = 'header';
  for (const line of lines) {
    const h = headingOf(line);
    if (h) current = h;
    else if (current !== 'other') out[current].push(line);
  }
  return out;
}
