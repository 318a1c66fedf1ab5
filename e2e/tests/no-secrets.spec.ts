import { expect, test } from '../support/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { APP_FOLDERS } from '../../scripts/lib/apps.mjs';
import { REPO_ROOT } from '../support/site-server';

// What the apps ship is public: it must carry no credential. The Firebase web config is
// public by design (docs/deploy.md); these are the things that never are.
const SECRET_PATTERNS = [
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  /"private_key"\s*:/,
  /"client_secret"\s*:/,
  /\bsk_live_[0-9a-zA-Z]{10,}/,
  /\bgh[pousr]_[0-9A-Za-z]{30,}/,
  /\bxox[abp]-[0-9A-Za-z-]{10,}/,
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

test('no bundle or page of any app carries a secret', () => {
  const dists = APP_FOLDERS.map((app) => path.join(REPO_ROOT, app, 'dist'));
  // Values of secret-looking variables in this environment must not appear either.
  const secretValues = Object.entries(process.env)
    .filter(
      ([name, value]) => /SECRET|TOKEN|PASSWORD|PRIVATE/i.test(name) && (value?.length ?? 0) >= 8,
    )
    .map(([, value]) => value as string);
  const findings: string[] = [];
  let scanned = 0;
  for (const file of dists.flatMap(filesUnder)) {
    if (!/\.(js|html|json|xml|txt|map)$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    scanned += 1;
    for (const pattern of SECRET_PATTERNS)
      if (pattern.test(text)) findings.push(`${file}: ${pattern}`);
    for (const value of secretValues)
      if (text.includes(value)) findings.push(`${file}: an env secret`);
  }
  expect(scanned).toBeGreaterThan(50);
  expect(findings).toEqual([]);
});
