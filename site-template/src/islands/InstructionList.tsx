import { formatDuration } from '@larder/shared/format/duration';
import { formatTimer } from '@larder/shared/format/timer';
import { stepTextResolver } from '@larder/shared/recipe/step-text';
import { renderRichTextHtml } from '@larder/shared/rich-text/render-html';
import type {
  PublicIngredientUsageGroup,
  PublicInstructionGroup,
} from '@larder/shared/schemas/recipe-public';
import type { PublicUnit } from '@larder/shared/schemas/unit';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { $selectedStepId } from '../stores/recipe-view';
import { useHydratedStore } from '../stores/use-hydrated-store';
import { useRecipeView, type KitchenDefaults } from '../stores/use-recipe-view';
import { useStepTimers } from './use-step-timers';

interface Props {
  groups: PublicInstructionGroup[];
  ingredientGroups: PublicIngredientUsageGroup[];
  units: PublicUnit[];
  defaults: KitchenDefaults;
  /**
   * Media slider markup per instruction id (see media-slider-html.ts); steps without media are
   * absent. React renders it once and never again, so the page's media script may enhance it.
   */
  mediaHtml: Record<string, string>;
}

function playTimerSound(): void {
  const audio = new Audio('/sounds/timer.webm');
  audio.play().catch((error: unknown) => {
    console.warn('Could not play the timer sound', error);
  });
}

/**
 * Instruction groups with collapsible titles, numbered steps (one selected at a time), a timer on
 * every step that has timerMinutes, and step text that scales and converts with the view.
 */
export default function InstructionList({ groups, ingredientGroups, units, defaults, mediaHtml }: Props) {
  const view = useRecipeView(defaults);
  const resolver = stepTextResolver({ ingredientUsageGroups: ingredientGroups }, units, view);
  const firstStepId = groups[0]?.instructions[0]?.id ?? null;
  const selected = useHydratedStore($selectedStepId, null) ?? firstStepId;
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const stepNumbers = new Map<string, number>();
  let counter = 0;
  for (const group of groups) for (const step of group.instructions) stepNumbers.set(step.id, (counter += 1));

  const timers = useStepTimers((stepId) => {
    playTimerSound();
    setAnnouncement(`Timer for step ${stepNumbers.get(stepId) ?? ''} is done.`);
  });
  const timerElements = useRef(new Map<string, HTMLDivElement>());
  const timerInView = useTimerInView(timerElements, timers.current?.stepId ?? null);
  const chipTimer =
    timers.current && timers.current.status !== 'finished' && !timerInView ? timers.current : null;
  const chipNumber = chipTimer ? (stepNumbers.get(chipTimer.stepId) ?? 0) : 0;

  return (
    <div className="instructions-list">
      {groups.map((group) => {
        const isCollapsed = collapsed.has(group.id);
        return (
          <section key={group.id} className="instruction-group">
            {group.title ? (
              <h3>
                <button
                  type="button"
                  className="group-toggle"
                  aria-expanded={!isCollapsed}
                  onClick={() => {
                    const next = new Set(collapsed);
                    if (isCollapsed) next.delete(group.id);
                    else next.add(group.id);
                    setCollapsed(next);
                  }}
                >
                  {group.title}
                </button>
              </h3>
            ) : null}
            <ol hidden={isCollapsed}>
              {group.instructions.map((step) => {
                const number = stepNumbers.get(step.id) ?? 0;
                const isSelected = selected === step.id;
                const seconds = (step.timerMinutes ?? 0) * 60;
                const timer = timers.timerFor(step.id, seconds);
                const label = `step ${number}`;
                return (
                  <li
                    key={step.id}
                    id={`step-${number}`}
                    value={number}
                    className={isSelected ? 'is-selected' : undefined}
                    aria-current={isSelected ? 'step' : undefined}
                    onClick={(event) => {
                      if ((event.target as HTMLElement).closest('button, a')) return;
                      $selectedStepId.set(step.id);
                    }}
                  >
                    <button
                      type="button"
                      className="step-select"
                      aria-pressed={isSelected}
                      onClick={() => {
                        $selectedStepId.set(step.id);
                      }}
                    >
                      Step {number}
                    </button>
                    <div
                      className="step-text"
                      dangerouslySetInnerHTML={{ __html: renderRichTextHtml(step.content, resolver) }}
                    />
                    {step.timerMinutes ? (
                      <div
                        className={`step-timer is-${timer.status}`}
                        ref={(element) => {
                          if (element) timerElements.current.set(step.id, element);
                          else timerElements.current.delete(step.id);
                        }}
                      >
                        <span
                          className="timer-display"
                          aria-label={`Timer ${formatDuration(step.timerMinutes)}`}
                        >
                          {timer.status === 'idle'
                            ? formatDuration(step.timerMinutes)
                            : formatTimer(timer.remaining)}
                        </span>
                        {timer.status === 'running' ? (
                          <button
                            type="button"
                            onClick={timers.pause}
                            aria-label={`Pause timer for ${label}`}
                          >
                            Pause
                          </button>
                        ) : timer.status === 'finished' ? null : (
                          <button
                            type="button"
                            onClick={() => {
                              timers.start(step.id, seconds);
                              $selectedStepId.set(step.id);
                              setAnnouncement(
                                `Timer started for ${label}: ${formatTimer(timer.status === 'paused' ? timer.remaining : seconds)}.`,
                              );
                            }}
                            aria-label={`${timer.status === 'paused' ? 'Resume' : 'Start'} timer for ${label}`}
                          >
                            {timer.status === 'paused' ? 'Resume' : 'Start timer'}
                          </button>
                        )}
                        {timer.status !== 'idle' ? (
                          <button
                            type="button"
                            onClick={() => {
                              timers.reset();
                              setAnnouncement(`Timer for ${label} reset.`);
                            }}
                            aria-label={`Reset timer for ${label}`}
                          >
                            Reset
                          </button>
                        ) : null}
                      </div>
                    ) : null}
                    {step.note ? <p className="note">{step.note}</p> : null}
                    {mediaHtml[step.id] ? (
                      <div dangerouslySetInnerHTML={{ __html: mediaHtml[step.id] ?? '' }} />
                    ) : null}
                  </li>
                );
              })}
            </ol>
          </section>
        );
      })}
      {chipTimer ? (
        // The running timer stays in view while the reader reads on: its step's time, Pause or
        // Resume, and a way back to the step. It goes when the timer ends (the sound and the
        // announcement say so) or when the step itself is back on screen.
        <div
          className={`timer-chip step-timer is-${chipTimer.status}`}
          role="group"
          aria-label={`Timer for step ${chipNumber}`}
        >
          <a className="timer-chip-step" href={`#step-${chipNumber}`}>
            Step {chipNumber}
          </a>
          <span className="timer-display">{formatTimer(chipTimer.remaining)}</span>
          {chipTimer.status === 'running' ? (
            <button type="button" onClick={timers.pause}>
              Pause
            </button>
          ) : (
            <button
              type="button"
              onClick={() => {
                timers.start(chipTimer.stepId, chipTimer.remaining);
              }}
            >
              Resume
            </button>
          )}
        </div>
      ) : null}
      <p className="visually-hidden" aria-live="polite" role="status">
        {announcement}
      </p>
    </div>
  );
}

/** Whether the timer of step `stepId` is on screen (true while there is none to watch). */
function useTimerInView(elements: RefObject<Map<string, HTMLDivElement>>, stepId: string | null): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const element = stepId === null ? undefined : elements.current.get(stepId);
    if (!element || !('IntersectionObserver' in window)) {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => {
      setInView(entry?.isIntersecting ?? true);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [elements, stepId]);
  return inView;
}
