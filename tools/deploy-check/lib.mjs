// Shared helpers: dependency loading, repo file access, result reporting, small parsers.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Node packages come from the repo's node_modules, else from $DEPLOY_CHECK_DEPS (see validate-deploy.sh). */
export function loadPackage(name) {
  const roots = [REPO_ROOT, process.env.DEPLOY_CHECK_DEPS].filter(Boolean);
  const errors = [];
  for (const root of roots) {
    try {
      return createRequire(path.join(root, 'package.json'))(name);
    } catch (error) {
      errors.push(`${root}: ${error.code ?? error.message}`);
    }
  }
  throw new Error(`cannot load the npm package "${name}" (${errors.join('; ')})`);
}

/** Reads files and lists folders relative to `root`: undefined / [] when missing. */
export function repoFiles(root = REPO_ROOT) {
  return {
    read(rel) {
      try {
        return readFileSync(path.join(root, rel), 'utf8');
      } catch {
        return undefined;
      }
    },
    list(rel) {
      try {
        return readdirSync(path.join(root, rel)).sort();
      } catch {
        return [];
      }
    },
  };
}

/** Collects findings and prints them grouped by check. */
export class Report {
  constructor(title) {
    this.title = title;
    /** @type {Map<string, {passed: number, failures: string[], warnings: string[]}>} */
    this.checks = new Map();
  }

  #entry(check) {
    if (!this.checks.has(check)) this.checks.set(check, { passed: 0, failures: [], warnings: [] });
    return this.checks.get(check);
  }

  pass(check) {
    this.#entry(check).passed += 1;
  }

  fail(check, message) {
    this.#entry(check).failures.push(message);
  }

  warn(check, message) {
    this.#entry(check).warnings.push(message);
  }

  /** Records a pass when `condition` holds, else the failure message. */
  expect(check, condition, message) {
    if (condition) this.pass(check);
    else this.fail(check, message);
    return Boolean(condition);
  }

  get failureCount() {
    let count = 0;
    for (const entry of this.checks.values()) count += entry.failures.length;
    return count;
  }

  print(out = process.stdout) {
    out.write(`${this.title}\n`);
    for (const [check, { passed, failures, warnings }] of this.checks) {
      const status = failures.length ? 'FAIL' : 'ok  ';
      const counts = failures.length ? `${failures.length} problem(s), ${passed} passed` : `${passed} passed`;
      out.write(`  ${status} ${check} (${counts})\n`);
      for (const message of failures) out.write(`         - ${message}\n`);
      for (const message of warnings) out.write(`         ~ warning: ${message}\n`);
    }
  }
}

const BINARY = { Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, Ti: 2 ** 40 };
const DECIMAL = { k: 1e3, M: 1e6, G: 1e9, T: 1e12 };

/** Kubernetes memory quantity to bytes (NaN when malformed). */
export function memoryBytes(quantity) {
  const match = /^(\d+(?:\.\d+)?)(Ki|Mi|Gi|Ti|k|M|G|T)?$/.exec(String(quantity ?? ''));
  if (!match) return Number.NaN;
  const [, number, unit] = match;
  return Number(number) * (unit ? (BINARY[unit] ?? DECIMAL[unit]) : 1);
}

/** Kubernetes CPU quantity to millicores (NaN when malformed). */
export function cpuMillis(quantity) {
  const match = /^(\d+(?:\.\d+)?)(m)?$/.exec(String(quantity ?? ''));
  if (!match) return Number.NaN;
  return match[2] ? Number(match[1]) : Number(match[1]) * 1000;
}

/** An origin as ALLOWED_ORIGINS expects it: scheme://host[:port], nothing after. */
export function isOrigin(value) {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
export const isBooleanString = (value) => value === 'true' || value === 'false';
export const isPositiveInteger = (value) => /^[1-9]\d*$/.test(String(value));
