#!/usr/bin/env node
// Structural checks of the deployment files and the app registry. Normally run by
// tools/scripts/validate-deploy.sh:
//   node tools/deploy-check/check.mjs --registry --dockerfile \
//     --compose <output of docker-compose config> \
//     --k8s k8s/overlays/production=<output of kubectl kustomize k8s/overlays/production> ...
// The profile of a k8s render is the last path segment of its source (base, local, production);
// "production" adds the stricter rules. Exit code 1 when any check fails.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import registry from '../app-registry.cjs';
import { checkCompose } from './compose.mjs';
import { checkDockerfile } from './dockerfile.mjs';
import { checkK8s, checkSecretExamples } from './k8s.mjs';
import { REPO_ROOT, Report, loadPackage, repoFiles } from './lib.mjs';
import { checkRegistry } from './registry.mjs';

function parseArgs(argv) {
  const options = { registry: false, dockerfile: false, compose: undefined, k8s: [], k8sTree: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--registry') options.registry = true;
    else if (arg === '--dockerfile') options.dockerfile = true;
    else if (arg === '--compose') options.compose = argv[(i += 1)];
    else if (arg === '--k8s-tree') options.k8sTree = argv[(i += 1)];
    else if (arg === '--k8s') {
      const [source, file] = String(argv[(i += 1)]).split('=');
      if (!file) throw new Error(`--k8s expects SOURCE=RENDERED_FILE, got "${argv[i]}"`);
      options.k8s.push({ source, file });
    } else throw new Error(`unknown argument "${arg}"`);
  }
  return options;
}

function parseYamlDocuments(YAML, text, source, report) {
  const docs = YAML.parseAllDocuments(text);
  const values = [];
  for (const doc of docs) {
    if (doc.errors.length) {
      report.fail('yaml', `${source}: ${doc.errors.map((e) => e.message).join('; ')}`);
      continue;
    }
    const value = doc.toJS();
    if (value !== null && value !== undefined) values.push(value);
  }
  report.pass('yaml');
  return values;
}

/** Every manifest under k8s/ is used by some kustomization (a file nobody lists is never applied). */
function checkKustomizeTree(YAML, root, report) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.ya?ml$/.test(entry.name)) files.push(full);
    }
  };
  walk(root);
  const referenced = new Set();
  const kustomizations = files.filter((f) => /(^|\/)kustomization\.ya?ml$/.test(f));
  for (const file of kustomizations) {
    const dir = path.dirname(file);
    const k = YAML.parse(readFileSync(file, 'utf8')) ?? {};
    const rel = path.relative(REPO_ROOT, file);
    for (const field of ['bases', 'commonLabels', 'patchesStrategicMerge', 'patchesJson6902', 'vars']) {
      report.expect(
        'kustomizations',
        !(field in k),
        `${rel}: "${field}" is deprecated in kustomize v5; use its replacement`,
      );
    }
    const refs = [
      ...(k.resources ?? []),
      ...(k.components ?? []),
      ...(k.patches ?? []).map((p) => p.path).filter(Boolean),
      ...[...(k.configMapGenerator ?? []), ...(k.secretGenerator ?? [])].flatMap((g) =>
        [...(g.files ?? []), ...(g.envs ?? [])].map((f) => f.split('=').pop()),
      ),
    ];
    for (const ref of refs) {
      if (/^[a-z]+:\/\//.test(ref)) continue;
      const target = path.resolve(dir, ref);
      report.expect('kustomizations', existsSync(target), `${rel}: "${ref}" does not exist`);
      referenced.add(target);
    }
  }
  for (const file of files) {
    const name = path.basename(file);
    if (/^kustomization\.ya?ml$/.test(name) || name.includes('.example.')) continue;
    report.expect(
      'kustomizations',
      referenced.has(file),
      `${path.relative(REPO_ROOT, file)} is listed in no kustomization, so it is never applied`,
    );
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const YAML = loadPackage('yaml');
  const reports = [];

  if (options.registry) {
    const report = new Report('tools/app-registry.cjs (apps/, service config, SERVICE_PINGS, e2e project)');
    checkRegistry(registry, repoFiles(), report);
    reports.push(report);
  }

  if (options.dockerfile) {
    const report = new Report('Dockerfile + .dockerignore');
    checkDockerfile({
      dockerfile: readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8'),
      dockerignore: readFileSync(path.join(REPO_ROOT, '.dockerignore'), 'utf8'),
      report,
    });
    reports.push(report);
  }

  if (options.compose) {
    const report = new Report('docker-compose.yml (resolved by docker-compose config)');
    const [config] = parseYamlDocuments(
      YAML,
      readFileSync(options.compose, 'utf8'),
      'docker-compose config',
      report,
    );
    checkCompose(config, {
      rawText: readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8'),
      source: 'docker-compose.yml',
      report,
    });
    reports.push(report);
  }

  if (options.k8sTree) {
    const report = new Report(`${options.k8sTree}/ (kustomization files)`);
    checkKustomizeTree(YAML, path.resolve(REPO_ROOT, options.k8sTree), report);
    reports.push(report);
  }

  if (options.k8s.length) {
    const examplePath = path.join(REPO_ROOT, 'k8s/secret.example.yaml');
    const exampleReport = new Report('k8s/secret.example.yaml');
    const secretExamples = existsSync(examplePath)
      ? parseYamlDocuments(YAML, readFileSync(examplePath, 'utf8'), 'k8s/secret.example.yaml', exampleReport)
      : [];
    checkSecretExamples(secretExamples, { source: 'k8s/secret.example.yaml', report: exampleReport });
    reports.push(exampleReport);
    for (const { source, file } of options.k8s) {
      const profile = path.basename(source.replace(/\/+$/, ''));
      const report = new Report(`${source} (rendered, profile "${profile}")`);
      const docs = parseYamlDocuments(YAML, readFileSync(file, 'utf8'), source, report);
      report.expect('yaml', docs.length > 0, `${source} rendered no objects`);
      checkK8s(docs, { profile, source, secretExamples, report });
      reports.push(report);
    }
  }

  let failures = 0;
  for (const report of reports) {
    report.print();
    failures += report.failureCount;
  }
  if (failures) {
    console.log(`deploy-check: ${failures} problem(s)`);
    process.exitCode = 1;
  } else {
    console.log('deploy-check: all checks passed');
  }
}

main().catch((error) => {
  console.error(`deploy-check: ${error.message}`);
  process.exitCode = 2;
});
