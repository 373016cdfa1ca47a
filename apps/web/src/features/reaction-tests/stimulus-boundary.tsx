import { REACTION_TEST_TEXTS as T } from '@mpu/ui-texts';
import { Component, type ReactNode } from 'react';

/**
 * Spec 2 §2/§8: a test image that cannot be drawn shows the placeholder "Image not found". Give it the task as
 * `key`, so the next task tries to draw again.
 */
export class StimulusBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="rt-image-missing" role="img" aria-label={T.game.imageNotFound} lang="en">
        {T.game.imageNotFound}
      </p>
    );
  }
}
