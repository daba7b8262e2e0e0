/**
 * Rich text (the editor's HTML) made safe to store and show to anyone. No HTML sanitiser runs on the
 * server here (DOMPurify needs a DOM; none is installed), so this is a small allow-list: the input is
 * split into text, tags and comments, and the output is written anew from the allowed pieces only —
 * nothing of the input reaches it unparsed. Allowed: what the editor makes (paragraphs, headings,
 * lists, quotes, code, bold/italic/underline/strike, font size and alignment styles, links, pictures).
 */

/** Allowed elements and their allowed attributes. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  p: ['style'],
  span: ['style'],
  div: ['style'],
  br: [],
  hr: [],
  h1: ['style'],
  h2: ['style'],
  h3: ['style'],
  h4: ['style'],
  h5: ['style'],
  h6: ['style'],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  del: [],
  strike: [],
  sub: [],
  sup: [],
  mark: [],
  ul: [],
  ol: ['start'],
  li: [],
  blockquote: [],
  pre: [],
  code: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  a: ['href', 'target', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height', 'style'],
};
const VOID = new Set(['br', 'hr', 'img']);
/** Elements dropped with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'select',
  'svg',
  'math',
  'title',
  'head',
  'xmp',
  'noembed',
  'noframes',
]);

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
};

/** Character references resolved, as a browser would before following a URL. */
function decode(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (m, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? m;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

const escapeText = (v: string) =>
  v
    .replace(/&(?!(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Links and pictures point at the web (http, https) or at this app (/recruit/...); links may also mail. */
function safeUrl(raw: string, kind: 'href' | 'src'): string | null {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const url = decode(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^https?:\/\//i.test(url) || url.startsWith('/recruit/')) return url;
  if (kind === 'href' && /^mailto:[^<>"]+$/i.test(url)) return url;
  return null;
}

const STYLE_RULES: Readonly<Record<string, RegExp>> = {
  'text-align': /^(left|center|right|justify)$/,
  'font-size': /^(1[1-9]|[23]\d|4[0-8])px$/,
  width: /^\d{1,4}(px|%)$/,
  height: /^\d{1,4}px$/,
};

function safeStyle(raw: string): string | null {
  const kept = decode(raw)
    .split(';')
    .map((d) => d.split(':').map((x) => x.trim().toLowerCase()))
    .filter((d): d is [string, string] => d.length === 2 && Boolean(STYLE_RULES[d[0]!]?.test(d[1]!)))
    .map(([k, v]) => `${k}: ${v}`);
  return kept.length ? kept.join('; ') : null;
}

function safeAttr(name: string, value: string): string | null {
  if (name === 'href' || name === 'src') return safeUrl(value, name);
  if (name === 'style') return safeStyle(value);
  if (name === 'target') return value === '_blank' ? value : null;
  if (['start', 'colspan', 'rowspan', 'width', 'height'].includes(name)) return /^\d{1,4}$/.test(value.trim()) ? value.trim() : null;
  return decode(value).slice(0, 500);
}

const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function openTag(tag: string, attrText: string): string | null {
  const out: string[] = [];
  for (const m of attrText.matchAll(ATTR)) {
    const name = m[1]!.toLowerCase();
    if (!ALLOWED[tag]!.includes(name) || out.some((a) => a.startsWith(`${name}=`))) continue;
    const value = safeAttr(name, m[2] ?? m[3] ?? m[4] ?? '');
    if (value !== null) out.push(`${name}="${escapeAttr(value)}"`);
  }
  if (tag === 'img' && !out.some((a) => a.startsWith('src='))) return null;
  if (tag === 'a' && out.some((a) => a.startsWith('target='))) out.push('rel="noopener noreferrer"');
  return `<${tag}${out.length ? ` ${out.join(' ')}` : ''}>`;
}

/** A start or end tag where reading stands (sticky: no copying of the rest of the input). */
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']+))?)*)\s*\/?>/y;

/** Closes what is still open when `tag` closes (misnested input), or nothing when it is not open. */
function closeTo(stack: string[], tag: string): string {
  const at = stack.lastIndexOf(tag);
  if (at < 0) return '';
  return stack
    .splice(at)
    .reverse()
    .map((t) => `</${t}>`)
    .join('');
}

/** Skip a dropped element and what it holds; answers where reading goes on. */
function skipElement(html: string, from: number, tag: string): number {
  const end = html.toLowerCase().indexOf(`</${tag}`, from);
  if (end < 0) return html.length;
  const close = html.indexOf('>', end);
  return close < 0 ? html.length : close + 1;
}

export function sanitizeRichText(html: string): string {
  const out: string[] = [];
  const stack: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out.push(escapeText(html.slice(i)));
      break;
    }
    if (lt > i) out.push(escapeText(html.slice(i, lt)));
    i = lt;
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html[i + 1] === '!' || html[i + 1] === '?') {
      const end = html.indexOf('>', i);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    TAG.lastIndex = i;
    const m = TAG.exec(html);
    if (!m) {
      out.push('&lt;');
      i += 1;
      continue;
    }
    i += m[0].length;
    const tag = m[2]!.toLowerCase();
    if (m[1]) {
      if (ALLOWED[tag] && !VOID.has(tag)) out.push(closeTo(stack, tag));
      continue;
    }
    if (DROP_WITH_CONTENT.has(tag)) {
      i = skipElement(html, i, tag);
      continue;
    }
    const open = ALLOWED[tag] ? openTag(tag, m[3] ?? '') : null;
    if (!open) continue;
    out.push(open);
    if (!VOID.has(tag)) stack.push(tag);
  }
  out.push(
    stack
      .reverse()
      .map((t) => `</${t}>`)
      .join(''),
  );
  return out.join('');
}
