/** What the library's detail and log calls answer (the presenter fills every key; null when not known). */
const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const nStr = { type: ['string', 'null'] } as const;
const nInt = { type: ['integer', 'null'] } as const;
const bool = { type: 'boolean' } as const;
const strings = { type: 'array', items: str } as const;
const sealed = <const P extends Record<string, unknown>>(properties: P) =>
  ({ type: 'object', properties, required: Object.keys(properties) as Array<keyof P & string>, additionalProperties: false }) as const;
const open = <const P extends Record<string, unknown>>(properties: P) =>
  ({ type: 'object', properties, additionalProperties: false }) as const;

const resume = sealed({
  basic: sealed({
    name: nStr,
    sex: nInt,
    birthday: nStr,
    phone: nStr,
    email: nStr,
    education: nInt,
    workYears: nInt,
    city: nStr,
    idNumber: nStr,
    marriage: nInt,
    politics: nInt,
  }),
  jobStatus: nInt,
  selfEvaluation: nStr,
  skills: strings,
  expect: {
    ...open({ positionTypes: strings, cities: strings, salaryMin: nInt, salaryMax: nInt, jobNature: nInt }),
    type: ['object', 'null'],
  },
  jobs: { type: 'array', items: open({ company: str, position: str, startDate: str, endDate: nStr, description: str }) },
  projects: { type: 'array', items: open({ name: str, role: str, startDate: str, endDate: nStr, url: nStr, description: str }) },
  educations: {
    type: 'array',
    items: open({ school: str, major: str, education: int, startDate: str, endDate: nStr, fullTime: bool }),
  },
});

const fileLink = { ...sealed({ name: str, fullPath: str }), type: ['object', 'null'] } as const;

const application = sealed({
  id: int,
  positionId: int,
  positionName: str,
  stage: int,
  stageName: str,
  active: bool,
  source: nStr,
  createdAt: str,
  stageChangedAt: str,
  attachment: fileLink,
});

export const entryAnswer = sealed({
  id: int,
  name: str,
  hasAccount: bool,
  source: str,
  tags: strings,
  phone: nStr,
  email: nStr,
  expectedSalary: nStr,
  age: nInt,
  inPool: bool,
  resume,
  applications: { type: 'array', items: application },
  file: fileLink,
  hrEditedAt: nStr,
  createdAt: str,
  updatedAt: str,
});

export const logItem = sealed({
  id: int,
  kind: { type: 'string', enum: ['create', 'edit', 'merge', 'forward', 'pipeline'] },
  section: nStr,
  before: {},
  after: {},
  toEmails: strings,
  subject: nStr,
  actorName: nStr,
  createdAt: str,
});
