// The registry (tools/app-registry.cjs) against itself and against the repo files that cannot read it:
// the apps/ folders and their project.json, the services' own config (default health port, schema,
// name), the gateway's port, the contracts' SERVICE_PINGS and the e2e project's dependencies.

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const SQL_NAME = /^[a-z_][a-z0-9_]*$/;

const duplicates = (values) => values.filter((value, index) => values.indexOf(value) !== index);

function checkEntries(apps, report) {
  const check = (ok, message) => report.expect('registry', ok, `tools/app-registry.cjs: ${message}`);
  const system = apps.filter((app) => app.kind === 'gateway' || app.kind === 'service');
  const services = apps.filter((app) => app.kind === 'service');
  for (const app of apps) check(KEBAB.test(app.name), `"${app.name}" is no kebab-case name`);
  check(apps.filter((app) => app.kind === 'gateway').length === 1, 'needs exactly one gateway');
  check(
    apps.filter((app) => app.servesHttp).every((app) => app.kind === 'gateway'),
    'only the gateway serves HTTP to browsers',
  );
  for (const app of system)
    check(
      Number.isInteger(app.port) && app.port > 0 && app.portEnv,
      `${app.name} needs a port and its portEnv`,
    );
  for (const app of services) {
    check(/-service$/.test(app.name), `service "${app.name}" must be named <something>-service`);
    check(SQL_NAME.test(app.schema ?? ''), `${app.name} needs a Postgres schema name (lower case, _)`);
  }
  const clashes = [
    ['name', apps.map((app) => app.name)],
    ['port', system.map((app) => app.port)],
    ['schema', services.map((app) => app.schema)],
    ['natsKey', services.map((app) => app.natsKey)],
  ];
  for (const [field, values] of clashes)
    check(duplicates(values).length === 0, `${field} used twice: ${duplicates(values).join(', ')}`);
}

function checkProjects(apps, repo, report) {
  const names = new Set(apps.map((app) => app.name));
  for (const dir of repo.list('apps')) {
    if (repo.read(`apps/${dir}/project.json`) === undefined) continue;
    report.expect('apps/', names.has(dir), `apps/${dir} is no app of tools/app-registry.cjs`);
  }
  for (const app of apps) {
    const text = repo.read(`apps/${app.name}/project.json`);
    if (!report.expect('apps/', text !== undefined, `apps/${app.name}/project.json does not exist`)) continue;
    const project = JSON.parse(text);
    report.expect(
      'apps/',
      project.name === app.name,
      `apps/${app.name}/project.json: name "${project.name}" is not "${app.name}"`,
    );
    if (app.kind === 'gateway' || app.kind === 'service') {
      report.expect(
        'apps/',
        project.tags?.includes(`scope:${app.kind}`),
        `apps/${app.name}/project.json: needs the tag scope:${app.kind}`,
      );
    }
  }
}

/** The facts a service repeats in its own config: default health port, schema and name. */
function checkServiceConfig(app, repo, report) {
  const dir = `apps/${app.name}/src/config`;
  const text = repo
    .list(dir)
    .filter((file) => file.endsWith('-env.ts'))
    .map((file) => repo.read(`${dir}/${file}`) ?? '')
    .join('\n');
  const where = `${dir}/*-env.ts`;
  report.expect(
    'service config',
    text.includes(`serviceEnvSchema(${app.port})`),
    `${where}: no serviceEnvSchema(${app.port}) (the registry's health port of ${app.name})`,
  );
  report.expect(
    'service config',
    new RegExp(`_SCHEMA = '${app.schema}';`).test(text),
    `${where}: no …_SCHEMA = '${app.schema}' (the registry's schema of ${app.name})`,
  );
  report.expect(
    'service config',
    new RegExp(`_SERVICE_NAME = '${app.name}';`).test(text),
    `${where}: no …_SERVICE_NAME = '${app.name}'`,
  );
}

function checkGatewayConfig(app, repo, report) {
  const file = `apps/${app.name}/src/config/gateway-env.ts`;
  report.expect(
    'service config',
    (repo.read(file) ?? '').includes(`PORT: envFields.port(${app.port})`),
    `${file}: PORT does not default to ${app.port}, the registry's port`,
  );
}

/** The gateway's readiness pings every service, and no service that is gone. */
function checkServicePings(services, repo, report) {
  const file = 'libs/contracts/src/subjects.ts';
  const block = /SERVICE_PINGS = \{([^}]*)\}/.exec(repo.read(file) ?? '')?.[1] ?? '';
  const keys = [...block.matchAll(/^\s*(\w+):/gm)].map((m) => m[1]);
  for (const app of services) {
    report.expect(
      'service pings',
      new RegExp(`^\\s*${app.natsKey}: SUBJECTS\\.${app.natsKey}\\.ping,`, 'm').test(block),
      `${file}: SERVICE_PINGS has no "${app.natsKey}: SUBJECTS.${app.natsKey}.ping" (${app.name})`,
    );
  }
  for (const key of keys) {
    report.expect(
      'service pings',
      services.some((app) => app.natsKey === key),
      `${file}: SERVICE_PINGS names "${key}", which is no service of tools/app-registry.cjs`,
    );
  }
}

/** apps/e2e/project.json cannot read the registry: its implicitDependencies must be BUILD_PROJECTS. */
function checkE2eProject(buildProjects, repo, report) {
  const file = 'apps/e2e/project.json';
  const text = repo.read(file);
  if (text === undefined) return;
  const project = JSON.parse(text);
  const listed = [...(project.implicitDependencies ?? [])].sort();
  report.expect(
    'e2e project',
    JSON.stringify(listed) === JSON.stringify([...buildProjects].sort()),
    `${file}: implicitDependencies must be exactly ${buildProjects.join(', ')}, got ${listed.join(', ') || 'none'}`,
  );
  report.expect(
    'e2e project',
    (project.targets?.e2e?.dependsOn ?? []).includes('^build'),
    `${file}: the e2e target must depend on "^build" (the builds of its implicitDependencies)`,
  );
}

/**
 * @param {{ APPS: import('../app-registry.cjs').AppSpec[], BUILD_PROJECTS: string[] }} registry
 * @param {{ read(rel: string): string | undefined, list(rel: string): string[] }} repo  file access
 *   relative to the repo root (undefined / [] when missing)
 * @param {import('./lib.mjs').Report} report
 */
export function checkRegistry(registry, repo, report) {
  const apps = registry.APPS;
  checkEntries(apps, report);
  checkProjects(apps, repo, report);
  const services = apps.filter((app) => app.kind === 'service');
  for (const app of services) checkServiceConfig(app, repo, report);
  for (const app of apps.filter((candidate) => candidate.kind === 'gateway'))
    checkGatewayConfig(app, repo, report);
  checkServicePings(services, repo, report);
  checkE2eProject(registry.BUILD_PROJECTS, repo, report);
}
