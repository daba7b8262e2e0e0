/**
 * The letter's font: Noto Sans SC (SIL Open Font License 1.1), installed through npm as
 * @expo-google-fonts/noto-sans-sc, never a font the machine happens to have. Google's Noto Sans SC
 * TrueType files cover simplified and traditional Chinese and Latin text (30 898 glyphs), so every
 * language of the letter uses them; the PDF embeds only the glyphs a letter uses (pdfkit subsets).
 *
 * Each file is about 10 MB: read and parsed (fontkit) once, on the first letter, and the parsed fonts
 * kept. pdfkit 0.20 takes a parsed fontkit font where it takes font bytes (PDFFontFactory.open) and
 * makes each document its own subset of it; handing it the bytes instead would parse both files
 * again for every letter, about 9 ms each (npm run bench:offers).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

const FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

export type LetterFontName = keyof typeof FILES;
export type LetterFonts = Readonly<Record<LetterFontName, fontkit.Font>>;

let loading: Promise<LetterFonts> | undefined;

async function parse(file: string): Promise<fontkit.Font> {
  const font = fontkit.create(await readFile(require.resolve(file)));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not one font`);
  return font;
}

async function load(): Promise<LetterFonts> {
  const [regular, bold] = await Promise.all([parse(FILES.regular), parse(FILES.bold)]);
  return { regular, bold };
}

/** The parsed fonts, read on the first call; a failed read is tried again on the next call. */
export function letterFonts(): Promise<LetterFonts> {
  loading ??= load().catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}
