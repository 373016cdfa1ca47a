// The service generator on a copy of the files it reads and edits: what it writes passes the registry and
// deployment checks (compose and k8s when docker-compose / kubectl are installed), and a failed plan
// writes nothing. Run: node --test tools/scripts/new-service.test.mjs (validate-deploy.sh does).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { appsByName } from '../deploy-check/apps.mjs';
import { checkCompose } from '../deploy-check/compose.mjs';
import { checkDockerfile } from '../deploy-check/dockerfile.mjs';
import { checkK8s } from '../deploy-check/k8s.mjs';
import { REPO_ROOT, Report, loadPackage, repoFiles } from '../deploy-check/lib.mjs';
import { checkRegistry } from '../deploy-check/registry.mjs';
import { planService, writeService } from './new-service/generate.mjs';

const NOW = 1800000000000;
let root;

/** The files the generator and the checks read, copied from the repo. */
function copyRepo() {
  const dir = mkdtempSync(path.join(tmpdir(), 'new-service-'));
  const copy = (rel) => {
    if (existsSync(path.join(REPO_ROOT, rel)))
      cpSync(path.join(REPO_ROOT, rel), path.join(dir, rel), { recursive: true });
  };
  for (const rel of [
    '.prettierrc.json',
    'Dockerfile',
    '.dockerignore',
    'docker-compose.yml',
    'k8s',
    'tools/app-registry.cjs',
    'libs/contracts/src/subjects.ts',
    'libs/contracts/src/request-schemas.ts',
  ])
    copy(rel);
  for (const app of readdirSync(path.join(REPO_ROOT, 'apps'))) {
    copy(`apps/${app}/project.json`);
    copy(`apps/${app}/src/config`);
  }
  return dir;
}

const loadRegistry = () => {
  const file = path.join(root, 'tools/app-registry.cjs');
  const require = createRequire(file);
  delete require.cache[require.resolve(file)];
  return require(file);
};
const failuresOf = (report) => [...report.checks.values()].flatMap((c) => c.failures);
const read = (rel) => readFileSync(path.join(root, rel), 'utf8');
const tryRun = (cmd, args) => {
  try {
    return execFileSync(cmd, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return undefined;
  }
};

before(async () => {
  root = copyRepo();
  await writeService(root, planService(root, { name: 'ghost-service', now: NOW }));
});
after(() => rmSync(root, { recursive: true, force: true }));

test('writes the project and one registry line with the next free port', () => {
  const registry = loadRegistry();
  const ghost = registry.APPS.find((app) => app.name === 'ghost-service');
  const highest = Math.max(...registry.SYSTEM_APPS.filter((app) => app !== ghost).map((app) => app.port));
  assert.deepEqual(
    { kind: ghost.kind, port: ghost.port, schema: ghost.schema, natsKey: ghost.natsKey },
    { kind: 'service', port: highest + 1, schema: 'ghost', natsKey: 'ghost' },
  );
  assert.match(
    read('tools/app-registry.cjs'),
    /^ {2}service\('ghost-service', \{ port: \d+, schema: 'ghost' \}\),$/m,
  );
  for (const file of [
    'apps/ghost-service/src/main.ts',
    'apps/ghost-service/src/ghost-service.module.ts',
    'apps/ghost-service/src/config/ghost-env.ts',
    'apps/ghost-service/src/database/ghost-data-source.ts',
    `apps/ghost-service/src/database/migrations/${NOW}-createGhostRecords.ts`,
    'apps/ghost-service/tsconfig.json',
  ])
    assert.ok(existsSync(path.join(root, file)), `${file} missing`);
  assert.match(read('libs/contracts/src/subjects.ts'), /ghost: SUBJECTS\.ghost\.ping,/);
});

test('the registry check passes: apps/, service config, SERVICE_PINGS, e2e project', () => {
  const report = new Report('test');
  checkRegistry(loadRegistry(), repoFiles(root), report);
  assert.deepEqual(failuresOf(report), []);
});

test('the Dockerfile check passes', () => {
  const report = new Report('test');
  checkDockerfile({
    dockerfile: read('Dockerfile'),
    dockerignore: read('.dockerignore'),
    report,
    apps: appsByName(loadRegistry().SYSTEM_APPS),
  });
  assert.deepEqual(failuresOf(report), []);
});

test(
  'the compose check passes',
  { skip: tryRun('docker-compose', ['version']) ? false : 'no docker-compose' },
  () => {
    const YAML = loadPackage('yaml');
    const empty = path.join(root, 'empty.env');
    writeFileSync(empty, '');
    const config = YAML.parse(
      tryRun('docker-compose', ['-f', 'docker-compose.yml', '--env-file', empty, 'config']),
    );
    const report = new Report('test');
    checkCompose(config, {
      rawText: read('docker-compose.yml'),
      source: 'compose',
      report,
      apps: appsByName(loadRegistry().SYSTEM_APPS),
    });
    assert.deepEqual(failuresOf(report), []);
  },
);

const k8sReady = (() => {
  try {
    loadPackage('kubernetes-models/apps/v1');
    return Boolean(tryRun('kubectl', ['version', '--client']));
  } catch {
    return false;
  }
})();

test(
  'the k8s checks pass on the base and every overlay',
  { skip: k8sReady ? false : 'no kubectl or kubernetes-models' },
  () => {
    const YAML = loadPackage('yaml');
    const parse = (text) =>
      YAML.parseAllDocuments(text)
        .map((d) => d.toJS())
        .filter(Boolean);
    const secretExamples = parse(read('k8s/secret.example.yaml'));
    const apps = appsByName(loadRegistry().SYSTEM_APPS);
    for (const dir of ['k8s/base', 'k8s/overlays/local', 'k8s/overlays/production']) {
      const docs = parse(tryRun('kubectl', ['kustomize', dir]));
      assert.ok(
        docs.some((d) => d.kind === 'Deployment' && d.metadata.name === 'ghost-service'),
        dir,
      );
      const report = new Report('test');
      checkK8s(docs, { profile: path.basename(dir), source: dir, secretExamples, report, apps });
      assert.deepEqual(failuresOf(report), [], dir);
    }
  },
);

test('refuses a taken name or port and a malformed name, and writes nothing then', () => {
  const before = read('tools/app-registry.cjs');
  assert.throws(() => planService(root, { name: 'ghost-service' }), /already has that name/);
  assert.throws(
    () => planService(root, { name: 'other-service', port: 3000 }),
    /already has that name, port/,
  );
  assert.throws(() => planService(root, { name: 'Other' }), /no kebab-case name ending in -service/);
  // A file that has changed shape: no gateway to insert the new compose service before.
  writeFileSync(path.join(root, 'docker-compose.yml'), 'services: {}\n');
  assert.throws(() => planService(root, { name: 'other-service' }), /docker-compose.yml: cannot find/);
  assert.equal(read('tools/app-registry.cjs'), before);
  assert.ok(!existsSync(path.join(root, 'apps/other-service')));
});
