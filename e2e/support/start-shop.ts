import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_ADMIN } from './admin';
import { startMailCatcher } from './mail-catcher';

// Starts one of the journeys' shops (e2e/support/journey-shops.ts) as production starts it (`npm run build`, then
// node runs dist/server/main.js): embedded database in a fresh data directory, demo data, and e-mail delivered to
// the local catcher.
const dataDir = process.env.E2E_SHOP_DATA_DIR!;
const port = process.env.E2E_SHOP_PORT!;
fs.mkdirSync(dataDir, { recursive: true });
const mailCatcher = await startMailCatcher(path.join(dataDir, 'mails.jsonl'));

const shop = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${mailCatcher.port}`,
    SEED_DEMO: 'true',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LOG_LEVEL: 'warn',
    // The shop takes UPI to its own UPI ID (docs/decisions/0054-upi-to-the-shops-vpa.md); without it, only COD.
    UPI_ID: 'littlehope@okicici',
    UPI_PAYEE_NAME: 'LittleHope Kids',
  },
});

const stop = () => {
  shop.kill('SIGTERM');
  void mailCatcher.close();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
shop.on('exit', (code) => process.exit(code ?? 0));
