#!/usr/bin/env node
// The `recruit` command: TypeScript sources run through tsx, so the CLI and the server share code.
import { register } from 'tsx/esm/api';

register();
await import('./index.ts');
