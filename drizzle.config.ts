import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/server/db/schema/index.ts', './generated/server/tables.ts'],
  out: './src/server/db/migrations',
});
