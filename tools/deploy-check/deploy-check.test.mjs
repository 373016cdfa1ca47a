// Self-test of the deploy checks: the committed files pass, and typical mistakes are reported.
// Run: node --test tools/deploy-check/deploy-check.test.mjs   (validate-deploy.sh sets DEPLOY_CHECK_DEPS when
// kubernetes-models is not in node_modules; export the same variable to run this file alone).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import registry from '../app-registry.cjs';
import { APPS } from './apps.mjs';
import { checkCompose } from './compose.mjs';
import { checkDockerfile } from './dockerfile.mjs';
import { checkK8s } from './k8s.mjs';
import { REPO_ROOT, Report, loadPackage, repoFiles } from './lib.mjs';
import { checkRegistry } from './registry.mjs';

const tryRun = (cmd, args) => {
  try {
    return execFileSync(cmd, args, { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return undefined;
  }
};
const available = (() => {
  try {
    loadPackage('kubernetes-models/apps/v1');
    return true;
  } catch {
    return false;
  }
})();
const YAML = loadPackage('yaml');
const read = (file) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
const render = (dir) => {
  const out = tryRun('kubectl', ['kustomize', dir]);
  return (
    out &&
    YAML.parseAllDocuments(out)
      .map((d) => d.toJS())
      .filter(Boolean)
  );
};
const secretExamples = YAML.parseAllDocuments(read('k8s/secret.example.yaml')).map((d) => d.toJS());

const failuresOf = (report) => [...report.checks.values()].flatMap((c) => c.failures);

/** Runs checkK8s on a mutated copy of `docs`; returns the failure messages. */
function k8sFailures(docs, profile, mutate = () => {}, apps = APPS) {
  const copy = structuredClone(docs);
  mutate(copy);
  const report = new Report('test');
  checkK8s(copy, { profile, source: profile, secretExamples, report, apps });
  return failuresOf(report);
}
const deployment = (docs, name) => docs.find((d) => d.kind === 'Deployment' && d.metadata.name === name);
const container = (docs, name) =>
  deployment(docs, name).spec.template.spec.containers.find((c) => c.name === name);

const base = available ? render('k8s/base') : undefined;
const local = available ? render('k8s/overlays/local') : undefined;
const production = available ? render('k8s/overlays/production') : undefined;
const skipK8s = !base || !local || !production ? 'kubectl or kubernetes-models unavailable' : false;

test('the committed k8s renders pass', { skip: skipK8s }, () => {
  assert.deepEqual(k8sFailures(base, 'base'), []);
  assert.deepEqual(k8sFailures(local, 'local'), []);
  assert.deepEqual(k8sFailures(production, 'production'), []);
});

/** A service the registry names but no deployment file knows yet. */
const ghost = {
  ...APPS['billing-service'],
  name: 'ghost-service',
  port: 3099,
  schema: 'ghost',
  natsKey: 'ghost',
};
const withGhost = { ...APPS, [ghost.name]: ghost };
const assertReported = (failures, expected) =>
  assert.ok(
    failures.some((f) => expected.test(f)),
    `expected ${expected} in:\n${failures.join('\n')}`,
  );

test('k8s: a registry app missing from the base and every overlay is reported', { skip: skipK8s }, () => {
  for (const [profile, docs] of [
    ['base', base],
    ['local', local],
    ['production', production],
  ])
    assertReported(k8sFailures(docs, profile, undefined, withGhost), /Deployment\/ghost-service is missing/);
});

test('k8s overlays: an app without its overlay entries is reported', { skip: skipK8s }, () => {
  const withoutBudget = k8sFailures(production, 'production', (d) => {
    d.splice(
      d.findIndex((x) => x.kind === 'PodDisruptionBudget' && x.metadata.name === 'billing-service'),
      1,
    );
  });
  assertReported(withoutBudget, /Deployment\/billing-service: no PodDisruptionBudget selects its pods/);
  // Without a secretGenerator entry the reference keeps the base's name; the example still documents it.
  const withoutSecret = k8sFailures(local, 'local', (d) => {
    const index = d.findIndex(
      (x) => x.kind === 'Secret' && x.metadata.name.startsWith('billing-service-secrets'),
    );
    const [secret] = d.splice(index, 1);
    const json = JSON.stringify(deployment(d, 'billing-service')).replaceAll(
      secret.metadata.name,
      'billing-service-secrets',
    );
    d.splice(d.indexOf(deployment(d, 'billing-service')), 1, JSON.parse(json));
  });
  assertReported(
    withoutSecret,
    /billing-service: DATABASE_URL -> Secret billing-service-secrets key DATABASE_URL is not rendered; add it to the overlay's secretGenerator/,
  );
  const withoutTag = k8sFailures(local, 'local', (d) => {
    container(d, 'billing-service').image = 'mpu/billing-service';
  });
  assertReported(withoutTag, /image "mpu\/billing-service" has no tag/);
});

const k8sCases = [
  [
    'unknown field',
    (d) => {
      const c = container(d, 'gateway');
      c.readinesProbe = c.readinessProbe;
      delete c.readinessProbe;
    },
    /unknown field/,
  ],
  [
    'wrong type',
    (d) => {
      container(d, 'gateway').ports[0].containerPort = '3000';
    },
    /must be integer/,
  ],
  [
    'missing limits',
    (d) => {
      delete container(d, 'auth-service').resources.limits;
    },
    /resources\.limits/,
  ],
  [
    'liveness on /readyz',
    (d) => {
      container(d, 'billing-service').livenessProbe.httpGet.path = '/readyz';
    },
    /livenessProbe must be GET \/healthz/,
  ],
  [
    'missing env',
    (d) => {
      const c = container(d, 'gateway');
      c.env = c.env.filter((e) => e.name !== 'HOST');
    },
    /HOST is not set/,
  ],
  [
    'secret as plain value',
    (d) => {
      const c = container(d, 'auth-service');
      c.env = c.env.map((e) => (e.name === 'DATABASE_URL' ? { name: e.name, value: 'postgres://x' } : e));
    },
    /DATABASE_URL must come from a Secret/,
  ],
  [
    'migrations at start',
    (d) => {
      container(d, 'auth-service').env.find((e) => e.name === 'RUN_MIGRATIONS').value = 'true';
    },
    /RUN_MIGRATIONS/,
  ],
  [
    'no migrate step',
    (d) => {
      delete deployment(d, 'billing-service').spec.template.spec.initContainers;
    },
    /nothing runs "node dist\/apps\/billing-service\/main\.js migrate"/,
  ],
  [
    'ingress to a service',
    (d) => {
      d.find((x) => x.kind === 'Ingress').spec.rules[0].http.paths[0].backend.service.name = 'auth-service';
    },
    /is not the gateway Service/,
  ],
  [
    'unknown app',
    (d) => {
      const x = structuredClone(deployment(d, 'auth-service'));
      x.metadata.name = 'stray-service';
      d.push(x);
    },
    /stray-service is neither an app/,
  ],
  [
    'optional secret without optional: true',
    (d) => {
      delete container(d, 'chat-service').env.find((e) => e.name === 'OPENAI_API_KEY').valueFrom.secretKeyRef
        .optional;
    },
    /OPENAI_API_KEY is optional for the app; its secretKeyRef needs optional: true/,
  ],
  [
    'required secret marked optional',
    (d) => {
      container(d, 'chat-service').env.find(
        (e) => e.name === 'DATABASE_URL',
      ).valueFrom.secretKeyRef.optional = true;
    },
    /DATABASE_URL is required; its secretKeyRef must not be optional/,
  ],
  [
    'optional secret key nobody documents',
    (d) => {
      const ref = container(d, 'chat-service').env.find((e) => e.name === 'OPENAI_API_KEY').valueFrom
        .secretKeyRef;
      ref.key = 'OPENAI_KEY';
    },
    /Secret chat-service-secrets key OPENAI_KEY is neither rendered nor documented/,
  ],
  [
    'LLM setting missing',
    (d) => {
      const c = container(d, 'chat-service');
      c.envFrom = c.envFrom.filter((e) => !e.configMapRef?.name.startsWith('chat-service-config'));
    },
    /chat-service: OPENAI_MODEL is not set/,
  ],
];
for (const [name, mutate, expected] of k8sCases) {
  test(`k8s: ${name} is reported`, { skip: skipK8s }, () => {
    const failures = k8sFailures(base, 'base', mutate);
    assert.ok(
      failures.some((f) => expected.test(f)),
      `expected ${expected} in:\n${failures.join('\n')}`,
    );
  });
}

test(
  'k8s production: an nginx Ingress that buffers or cuts chat streams is reported',
  { skip: skipK8s },
  () => {
    const failures = k8sFailures(production, 'production', (d) => {
      const annotations = d.find((x) => x.kind === 'Ingress').metadata.annotations;
      delete annotations['nginx.ingress.kubernetes.io/proxy-buffering'];
      annotations['nginx.ingress.kubernetes.io/proxy-read-timeout'] = '60';
      annotations['nginx.ingress.kubernetes.io/proxy-body-size'] = '512k';
    });
    for (const expected of [
      /proxy-buffering must be "off"/,
      /proxy-read-timeout must be >= 120 s/,
      /proxy-body-size/,
    ]) {
      assert.ok(
        failures.some((f) => expected.test(f)),
        `expected ${expected} in:\n${failures.join('\n')}`,
      );
    }
  },
);

test('k8s production: latest tag, demo seeding and a rendered Secret are reported', { skip: skipK8s }, () => {
  const failures = k8sFailures(production, 'production', (d) => {
    container(d, 'gateway').image = 'registry.example.de/mpu/gateway:latest';
    container(d, 'auth-service').env.find((e) => e.name === 'SEED_DEMO_ACCOUNTS').value = 'true';
    d.push({
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 'gateway-secrets', namespace: 'mpu' },
      stringData: { SESSION_SECRET: 'x' },
    });
  });
  for (const expected of [/:latest/, /SEED_DEMO_ACCOUNTS="true"/, /renders Secret/]) {
    assert.ok(
      failures.some((f) => expected.test(f)),
      `expected ${expected} in:\n${failures.join('\n')}`,
    );
  }
});

// Resolve the compose file with its own defaults, not the developer's shell or .env.
const composeConfig = (() => {
  const dir = mkdtempSync(path.join(tmpdir(), 'deploy-check-'));
  const emptyEnvFile = path.join(dir, 'empty.env');
  writeFileSync(emptyEnvFile, '');
  const env = { ...process.env };
  for (const [, name] of read('docker-compose.yml').matchAll(/\$\{([A-Z_][A-Z0-9_]*)/g)) delete env[name];
  try {
    const out = execFileSync(
      'docker-compose',
      ['-f', 'docker-compose.yml', '--env-file', emptyEnvFile, 'config'],
      {
        cwd: REPO_ROOT,
        env,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    return YAML.parse(out);
  } catch {
    return undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
})();

function composeFailures(mutate = () => {}, apps = APPS) {
  const copy = structuredClone(composeConfig);
  mutate(copy);
  const report = new Report('test');
  checkCompose(copy, { rawText: read('docker-compose.yml'), source: 'compose', report, apps });
  return failuresOf(report);
}

test(
  'compose: the committed file passes and mistakes are reported',
  { skip: composeConfig ? false : 'docker-compose unavailable' },
  () => {
    assert.deepEqual(composeFailures(), []);
    const cases = [
      [
        (c) => {
          c.services['auth-service'].environment.SEED_DEMO_ACCOUNTS = 'false';
        },
        /SEED_DEMO_ACCOUNTS/,
      ],
      [
        (c) => {
          c.services['billing-service'].depends_on.postgres.condition = 'service_started';
        },
        /depends_on postgres needs condition: service_healthy/,
      ],
      [
        (c) => {
          delete c.services.clickhouse.healthcheck;
        },
        /clickhouse has no healthcheck/,
      ],
      [
        (c) => {
          c.services.gateway.build.args.APP = 'auth-service';
        },
        /build arg APP must be "gateway"/,
      ],
      [
        (c) => {
          delete c.services.gateway.environment.ALLOWED_ORIGINS;
        },
        /ALLOWED_ORIGINS is not set/,
      ],
      [
        (c) => {
          delete c.services['chat-service'].environment.OPENAI_API_KEY;
        },
        /chat-service: OPENAI_API_KEY is not passed through/,
      ],
      [
        (c) => {
          delete c.services.gateway.depends_on['chat-service'];
        },
        /depends_on chat-service needs condition: service_healthy/,
      ],
      [
        (c) => {
          c.services['chat-service'].environment.LLM_TIMEOUT_MS = '';
        },
        /chat-service: LLM_TIMEOUT_MS is not set/,
      ],
      [
        (c) => {
          c.services['billing-service'].ports = ['3002:3002'];
        },
        /billing-service: publishes a port, but only the gateway is reachable from outside/,
      ],
    ];
    for (const [mutate, expected] of cases) {
      const failures = composeFailures(mutate);
      assert.ok(
        failures.some((f) => expected.test(f)),
        `expected ${expected} in:\n${failures.join('\n')}`,
      );
    }
  },
);

test(
  'compose: a registry app missing from docker-compose.yml is reported',
  { skip: composeConfig ? false : 'docker-compose unavailable' },
  () => {
    assertReported(composeFailures(undefined, withGhost), /compose: ghost-service is missing/);
  },
);

test('Dockerfile: a registry app missing from it, or an app the registry lacks, is reported', () => {
  const run = (dockerfile, apps) => {
    const report = new Report('test');
    checkDockerfile({ dockerfile, dockerignore: read('.dockerignore'), report, apps });
    return failuresOf(report);
  };
  const missing = run(read('Dockerfile'), withGhost);
  assertReported(missing, /no "ghost-service\) port=3099" in the health-port map/);
  assertReported(missing, /APP guard does not accept ghost-service/);
  const { ['feedback-service']: _gone, ...withoutFeedback } = APPS;
  assertReported(run(read('Dockerfile'), withoutFeedback), /names "feedback-service", which is no app/);
});

test('registry: the committed repo passes and what disagrees with it is reported', () => {
  const files = repoFiles();
  const run = (overrides = {}, apps = registry.APPS) => {
    const repo = {
      read: (rel) => (rel in overrides ? overrides[rel] : files.read(rel)),
      list: (rel) => files.list(rel),
    };
    const report = new Report('test');
    checkRegistry({ APPS: apps, BUILD_PROJECTS: registry.BUILD_PROJECTS }, repo, report);
    return failuresOf(report);
  };
  assert.deepEqual(run(), []);
  const subjects = read('libs/contracts/src/subjects.ts');
  const e2e = JSON.parse(read('apps/e2e/project.json'));
  const cases = [
    [
      { 'apps/billing-service/project.json': undefined },
      /apps\/billing-service\/project.json does not exist/,
    ],
    [
      { 'apps/billing-service/src/config/billing-env.ts': 'serviceEnvSchema(3099)' },
      /no serviceEnvSchema\(3002\)/,
    ],
    [
      { 'libs/contracts/src/subjects.ts': subjects.replace(/^\s*billing: SUBJECTS\.billing\.ping,$/m, '') },
      /SERVICE_PINGS has no "billing: SUBJECTS.billing.ping"/,
    ],
    [
      {
        'apps/e2e/project.json': JSON.stringify({
          ...e2e,
          implicitDependencies: e2e.implicitDependencies.filter((name) => name !== 'feedback-service'),
        }),
      },
      /implicitDependencies must be exactly/,
    ],
  ];
  for (const [overrides, expected] of cases) assertReported(run(overrides), expected);
  assertReported(
    run(
      {},
      registry.APPS.filter((app) => app.name !== 'feedback-service'),
    ),
    /apps\/feedback-service is no app of tools\/app-registry.cjs/,
  );
  assertReported(
    run({}, [...registry.APPS, { ...registry.APPS[0], name: 'dup-service' }]),
    /port used twice: 3001/,
  );
});

test('Dockerfile: the committed file passes and mistakes are reported', () => {
  const run = (dockerfile, dockerignore = read('.dockerignore')) => {
    const report = new Report('test');
    checkDockerfile({ dockerfile, dockerignore, report });
    return failuresOf(report);
  };
  const dockerfile = read('Dockerfile');
  assert.deepEqual(run(dockerfile), []);
  assert.ok(run(dockerfile.replace(/^USER node$/m, 'USER root')).some((f) => /USER node/.test(f)));
  assert.ok(
    run(dockerfile.replaceAll('node:24-bookworm-slim', 'node:20-bookworm-slim')).some((f) =>
      /node:24/.test(f),
    ),
  );
  assert.ok(run(dockerfile, 'dist\n').some((f) => /node_modules/.test(f)));
});
