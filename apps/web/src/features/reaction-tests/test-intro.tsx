import '../../styles/reaction-tests.css';
import { REACTION_TEST_TEXTS } from '@mpu/ui-texts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { TestHeader } from './test-header';

const T = REACTION_TEST_TEXTS.intro;

interface TestIntroProps {
  /** The test's intro texts (REACTION_TEST_TEXTS.…Intro). */
  texts: { title: string; lead: string; steps: readonly string[]; rule: string };
  /** The game's route. */
  startTo: string;
  /** An example picture of the task, shown as a figure below the lead. */
  example?: ReactNode;
  note?: string;
}

/** The intro of a reaction test (spec 2 §2): what to do, how it is rated, and the start. */
export function TestIntro({ texts, startTo, example, note }: TestIntroProps) {
  const { title, lead, steps, rule } = texts;
  usePageTitle(title);
  return (
    <main className="page rt-page">
      <TestHeader title={title} />
      <p className="page__lead">{lead}</p>
      {example && <figure className="rt-example">{example}</figure>}
      <section className="rt-intro__section" aria-labelledby="rt-intro-how">
        <h2 className="rt-intro__heading" id="rt-intro-how">
          {T.howItWorks}
        </h2>
        <ol className="rt-intro__steps">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section className="rt-intro__section" aria-labelledby="rt-intro-rule">
        <h2 className="rt-intro__heading" id="rt-intro-rule">
          {T.evaluation}
        </h2>
        <p>{rule}</p>
      </section>
      {note && <p className="rt-note">{note}</p>}
      <p className="rt-hint">{T.practiceNote}</p>
      <Link to={startTo} className="button button--primary button--block">
        {T.start}
      </Link>
    </main>
  );
}
