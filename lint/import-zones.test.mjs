import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

/** The import-zones messages eslint.config.mjs gives `code` as if it were `file`. */
async function zoneMessages(file, code) {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result.messages
    .filter((message) => message.ruleId === 'site/import-zones')
    .map((message) => message.message);
}

const reported = [
  ['server/src/x.ts', "import '../../scripts/hosting/stage.mjs';", /scripts\/ is tooling/],
  ['server/src/static/x.ts', "export * from '../../../scripts/lib/repo-root.mjs';", /tooling/],
  ['shell/src/home/x.tsx', "import '../../../scripts/prerender/write-html.mjs';", /tooling/],
  ['blog-remote/src/x.ts', "import { NO_CACHE } from '@site/hosting-policy';", /Node code/],
  ['shell/src/layout/x.tsx', "import { SiteApp } from '../app/site-app';", /composes the shell/],
  ['shell/src/remotes/x.ts', "const app = import('../app/router');", /composes the shell/],
  ['hosting-policy/src/x.ts', "import '../../server/src/app.js';", /imports only @site\/sections/],
  ['hosting-policy/src/x.ts', "import '../../scripts/lib/repo-root.mjs';", /only @site\/sections/],
  ['hosting-policy/src/x.ts', "import '@site/shared';", /imports only @site\/sections/],
  ['sections/src/x.ts', "import '@site/shared';", /it imports none/],
  ['sections/src/x.ts', "import '../../hosting-policy/src/index.js';", /it imports none/],
  ['red-remote/src/x.ts', "import { SECTIONS } from '@site/sections';", /knows only itself/],
  ['shared/src/contract/x.ts', "import { SECTIONS } from '@site/sections';", /the shell's/],
  [
    'shell/src/home/x.tsx',
    "import { SECTIONS } from '@site/sections';",
    /only shell\/src\/sections/,
  ],
  [
    'shell/src/app/x.tsx',
    "import { SECTIONS } from '@site/sections';",
    /only shell\/src\/sections/,
  ],
  ['shell/build/x.mjs', "import '../../scripts/lib/run.mjs';", /scripts\/ is tooling/],
  ['scripts/hosting/x.mjs', "import '../../server/src/app.ts';", /scripts\/ runs the builds/],
  ['scripts/x.mjs', "import '@site/shell';", /scripts\/ runs the builds/],
  ['blog-remote/src/x.ts', "import '@site/toolchain/markdown-core.cjs';", /never imports it/],
  ['shared/src/x.ts', "import { readSiteEnv } from '../../toolchain/read-site-env.mjs';", /never/],
  ['toolchain/x.mjs', "import '../scripts/lib/run.mjs';", /imports no app nor tool/],
  ['toolchain/x.mjs', "import '@site/shell';", /imports no app nor tool/],
];

for (const [file, code, message] of reported) {
  test(`${file}: ${code} is reported`, async () => {
    const messages = await zoneMessages(file, code);
    assert.equal(messages.length, 1, `messages: ${JSON.stringify(messages)}`);
    assert.match(messages[0], message);
  });
}

const allowed = [
  // The server's own tools/ folder.
  ['server/src/likes/x.ts', "import '../../tools/spawn-likes-server.cjs';"],
  ['server/src/x.ts', "import { NO_CACHE } from '@site/hosting-policy';"],
  ['scripts/hosting/x.mjs', "import { NO_CACHE } from '@site/hosting-policy';"],
  ['scripts/likes/x.mjs', "import '../../toolchain/firestore-rules.mjs';"],
  [
    'blog-remote/rspack.config.mjs',
    "import { createAppConfig } from '@site/toolchain/create-app-config.mjs';",
  ],
  ['blog-remote/content/posts/schema.test.ts', "import '@site/toolchain/markdown-core.cjs';"],
  ['shell/src/bootstrap.tsx', "import { SiteApp } from './app/site-app';"],
  ['shell/src/prerender/x.tsx', "import { SiteApp } from '../app/site-app';"],
  ['shell/src/app/x.tsx', "import { RootLayout } from './root-layout';"],
  // The map of the sections: the ground floor every room reads (the site's code, through the
  // shell's sections/; the builds, directly).
  ['shell/src/sections/x.ts', "import { SECTIONS } from '@site/sections';"],
  ['hosting-policy/src/x.ts', "import { SECTIONS } from '@site/sections';"],
  ['red-remote/rspack.config.mjs', "import { sectionOfApp } from '@site/sections';"],
  ['shell/build/x.mjs', "import { runtimeManifest } from '@site/hosting-policy';"],
  ['scripts/lib/x.mjs', "import { APP_FOLDERS } from '@site/sections';"],
  ['red-remote/src/x.test.ts', "import { SECTIONS } from '@site/sections';"],
];

for (const [file, code] of allowed) {
  test(`${file}: ${code} is allowed`, async () => {
    assert.deepEqual(await zoneMessages(file, code), []);
  });
}
