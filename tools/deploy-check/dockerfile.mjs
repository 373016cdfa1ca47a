// Static checks of the Dockerfile and .dockerignore (no Docker engine needed).
import { APPS } from './apps.mjs';

/** Joins continuation lines and drops comments: one instruction per entry. */
function instructions(text) {
  const joined = text.replace(/\\\r?\n/g, ' ');
  return joined
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/**
 * The build stage's APP guard and the runtime stage's health-port map name exactly the registry's apps,
 * each with its port.
 */
function checkAppLists(dockerfile, { apps, source, report }) {
  const joined = dockerfile.replace(/\\\r?\n/g, ' ');
  const guard = /case "\$\{APP\}" in\s+([\w|-]+)\)/.exec(joined.split(/AS build\b/)[1] ?? '');
  const accepted = new Set(guard?.[1].split('|') ?? []);
  const portMap = new Map(
    [...dockerfile.matchAll(/(?:^|[\s;])([a-z][\w-]*)\)\s*port=(\d+)/gm)].map((m) => [m[1], Number(m[2])]),
  );
  for (const [app, spec] of Object.entries(apps)) {
    report.expect(
      'dockerfile',
      portMap.get(app) === spec.port,
      `${source}: no "${app}) port=${spec.port}" in the health-port map`,
    );
    report.expect(
      'dockerfile',
      accepted.has(app),
      `${source}: the build stage's APP guard does not accept ${app}`,
    );
  }
  for (const app of new Set([...accepted, ...portMap.keys()])) {
    report.expect(
      'dockerfile',
      app in apps,
      `${source}: names "${app}", which is no app of tools/app-registry.cjs (remove it or add the app)`,
    );
  }
}

/**
 * @param {{ dockerfile: string, dockerignore: string, report: import('./lib.mjs').Report,
 *   apps?: Record<string, import('./apps.mjs').AppSpec> }} options  `apps` defaults to the registry's
 */
export function checkDockerfile({ dockerfile, dockerignore, report, apps = APPS }) {
  const source = 'Dockerfile';
  const steps = instructions(dockerfile);
  const globalArgs = new Map();
  const stages = [];
  for (const step of steps) {
    if (step.keyword === 'FROM') {
      const match = /^(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?$/i.exec(step.args);
      const image = match?.[1].replace(/\$\{?(\w+)\}?/g, (_m, name) => globalArgs.get(name) ?? `$${name}`);
      stages.push({ name: match?.[2], image, steps: [] });
    } else if (stages.length === 0 && step.keyword === 'ARG') {
      const [name, value] = step.args.split('=');
      globalArgs.set(name, value);
    } else if (stages.length) {
      stages.at(-1).steps.push(step);
    }
  }
  if (
    !report.expect(
      'dockerfile',
      stages.length >= 3,
      `${source}: expected a multi-stage build (deps, build, runtime), found ${stages.length} stage(s)`,
    )
  )
    return;

  const stageNames = new Set(stages.map((s) => s.name).filter(Boolean));
  for (const stage of stages) {
    const baseIsStage = stageNames.has(stage.image);
    report.expect(
      'dockerfile',
      baseIsStage || /^node:24([.-]|$)/.test(stage.image ?? ''),
      `${source}: stage ${stage.name ?? '?'} starts from "${stage.image}", expected node:24-…`,
    );
    for (const step of stage.steps.filter((s) => s.keyword === 'COPY')) {
      const from = /--from=(\S+)/.exec(step.args)?.[1];
      if (from)
        report.expect('dockerfile', stageNames.has(from), `${source}: COPY --from=${from} names no stage`);
    }
  }

  const runtime = stages.at(-1);
  const has = (keyword, pattern) => runtime.steps.some((s) => s.keyword === keyword && pattern.test(s.args));
  report.expect('dockerfile', has('ARG', /^APP\b/), `${source}: the runtime stage must declare ARG APP`);
  report.expect(
    'dockerfile',
    has('ENV', /NODE_ENV=production/),
    `${source}: the runtime stage must set NODE_ENV=production`,
  );
  report.expect('dockerfile', has('USER', /^node$/), `${source}: the runtime stage must run as USER node`);
  report.expect(
    'dockerfile',
    has('HEALTHCHECK', /fetch\(.*\/healthz/),
    `${source}: HEALTHCHECK must fetch /healthz with node`,
  );
  report.expect(
    'dockerfile',
    has('CMD', /node .*dist\/apps\/\$\{?APP\}?\/main\.js/),
    `${source}: CMD must run node dist/apps/$APP/main.js`,
  );
  report.expect(
    'dockerfile',
    !runtime.steps.some((s) => s.keyword === 'COPY' && /^\.\s|^\.\s*\.\/?$|\s\.\s+\.\/?$/.test(s.args)),
    `${source}: the runtime stage must not copy the whole build context`,
  );
  const all = stages.flatMap((s) => s.steps);
  report.expect(
    'dockerfile',
    all.some((s) => s.keyword === 'RUN' && /npm ci\b.*--omit=dev/.test(s.args)),
    `${source}: production dependencies must come from npm ci --omit=dev`,
  );
  report.expect(
    'dockerfile',
    all.some((s) => s.keyword === 'RUN' && /npm ci\b/.test(s.args) && !/--omit=dev/.test(s.args)),
    `${source}: the build needs a full npm ci`,
  );
  report.expect(
    'dockerfile',
    /web:build|-p gateway web|\bweb\b.*build/.test(dockerfile),
    `${source}: the gateway build must also build the web app`,
  );

  checkAppLists(dockerfile, { apps, source, report });

  const ignored = dockerignore
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  for (const entry of [
    ['node_modules', /^(\*\*\/)?node_modules\/?$/],
    ['dist', /^\/?dist\/?$/],
    ['.git', /^\/?\.git\/?$/],
    ['.env', /^\/?\.env$/],
  ]) {
    report.expect(
      'dockerignore',
      ignored.some((l) => entry[1].test(l)),
      `.dockerignore must exclude ${entry[0]}`,
    );
  }
}
