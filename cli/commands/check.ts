import { Command } from 'commander';
import { formatProblem, loadDefinitions } from '../../src/server/modules/resources/definitions.ts';
import { crossCheck } from '../generate/cross-check.ts';

export function checkCommand() {
  return new Command('check')
    .description('validate every resource definition, then cross-check the set (fields, menu tree, function keys, locale keys)')
    .action(() => {
      const started = Date.now();
      const { loaded, problems } = loadDefinitions();
      const all = [...problems, ...crossCheck(loaded)];
      for (const p of all) console.error(formatProblem(p));
      console.log(`recruit check: ${loaded.length} resources, ${all.length} problems (${Date.now() - started} ms)`);
      // exitCode, not exit(): stderr into a pipe is written asynchronously, and exit() would cut a
      // long list of problems short (seen under load: the last few hundred lines lost).
      if (all.length) process.exitCode = 1;
    });
}
