import { spawnSync } from 'node:child_process';
import { Command } from 'commander';
import { formatProblem, loadDefinitions } from '../../src/server/modules/resources/definitions.ts';
import { renderAll } from '../generate/render.ts';
import { apply, diff, plan } from '../generate/writer.ts';
import { syncLocales, syncMenuLocales } from '../generate/locales.ts';
import { readMenuFile } from '../generate/menu-file.ts';
import { CONTRACT_FILE, renderContract } from '../generate/contract.ts';

const HAND_EDIT_HELP = (file: string) =>
  `${file} was edited by hand since recruit generate wrote it. Generated files are overwritten on every run: ` +
  'move the change into src/admin/overrides/<resource>/index.tsx (list, create, edit, show, columns, formItems) ' +
  'or into the resource definition, then delete the file and run recruit generate again.';

export function generateCommand() {
  return new Command('generate')
    .description(
      "turn resources/*.json into generated/ (admin modules, endpoint maps, route schemas, tables, menu seed), locale keys and the web app's typed contract",
    )
    .option('--check', 'change nothing; exit 1 when generated/ or the locale keys are stale')
    .option('--dry-run', 'change nothing; print the diff a run would make')
    .action(async (opts: { check?: boolean; dryRun?: boolean }) => {
      const started = Date.now();
      const { loaded, problems } = loadDefinitions();
      if (problems.length) {
        for (const p of problems) console.error(formatProblem(p));
        // exitCode, not exit(): a long list into a pipe would be cut short (see check).
        process.exitCode = 2;
        return;
      }
      const files = renderAll(loaded);
      const first = plan(files, [CONTRACT_FILE]);
      const readOnly = Boolean(opts.check || opts.dryRun);
      const locales = [
        ...syncLocales(
          loaded.map((l) => l.definition),
          !readOnly,
        ),
        ...syncMenuLocales(readMenuFile(), !readOnly),
      ];
      if (first.handEdited.length) {
        for (const f of first.handEdited) console.error(HAND_EDIT_HELP(f));
        process.exitCode = 3;
        return;
      }
      if (opts.check && first.write.length + first.remove.length + locales.length)
        return stale([...first.write, ...first.remove, ...locales]);
      if (!readOnly) {
        apply(files, first);
        if (first.write.includes('generated/server/tables.ts')) migrate();
      }
      // The contract is read from the app the files above make up, so it comes second.
      files.set(CONTRACT_FILE, await renderContract());
      const p = plan(files);
      if (p.handEdited.length) {
        for (const f of p.handEdited) console.error(HAND_EDIT_HELP(f));
        process.exitCode = 3;
        return;
      }
      const changed = [...new Set([...first.write, ...first.remove, ...p.write, ...p.remove, ...locales])];
      if (opts.dryRun) process.stdout.write(diff(files, p));
      if (opts.check && changed.length) return stale(changed);
      if (!readOnly) apply(files, p);
      const verb = readOnly ? 'would change' : 'changed';
      console.log(
        `recruit generate: ${loaded.length} resources, ${files.size} files, ${changed.length} ${verb}, ${p.unchanged} unchanged (${Date.now() - started} ms)`,
      );
    });
}

function stale(files: string[]) {
  console.error(`generated/ is stale (${files.join(', ')}): run recruit generate and commit the result.`);
  process.exitCode = 1;
}

/** New or changed tables become a committed SQL migration through drizzle-kit. */
function migrate() {
  const res = spawnSync('npx', ['drizzle-kit', 'generate', '--name', 'resources'], { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
