import { useCallback, useEffect, useRef, useState } from 'react';

export type TimerStatus = 'idle' | 'running' | 'paused' | 'finished';

export interface StepTimer {
  stepId: string;
  status: TimerStatus;
  /** Seconds left (0 once finished). */
  remaining: number;
}

interface ActiveTimer {
  stepId: string;
  status: Exclude<TimerStatus, 'idle'>;
  /** Epoch ms when a running timer ends; null while paused or finished. */
  endsAt: number | null;
  remaining: number;
}

/**
 * One step timer at a time (spec §4): idle → running (counts down each second) ⇄ paused →
 * finished (sound, shows 0, reset). Starting another step's timer resets the current one.
 * Time is measured against the clock, so a background tab does not drift.
 */
export function useStepTimers(onFinish: (stepId: string) => void) {
  const [active, setActive] = useState<ActiveTimer | null>(null);
  const finish = useRef(onFinish);
  finish.current = onFinish;

  useEffect(() => {
    if (active?.status !== 'running' || active.endsAt === null) return;
    const endsAt = active.endsAt;
    const tick = () => {
      const remaining = Math.max(0, (endsAt - Date.now()) / 1000);
      if (remaining <= 0) {
        setActive((current) =>
          current ? { ...current, status: 'finished', endsAt: null, remaining: 0 } : current,
        );
        finish.current(active.stepId);
      } else {
        setActive((current) => (current ? { ...current, remaining } : current));
      }
    };
    const interval = window.setInterval(tick, 250);
    return () => {
      window.clearInterval(interval);
    };
  }, [active?.status, active?.endsAt, active?.stepId]);

  const start = useCallback((stepId: string, seconds: number) => {
    setActive((current) => {
      const resume = current?.stepId === stepId && current.status === 'paused' ? current.remaining : seconds;
      return { stepId, status: 'running', endsAt: Date.now() + resume * 1000, remaining: resume };
    });
  }, []);
  const pause = useCallback(() => {
    setActive((current) =>
      current?.status === 'running' && current.endsAt !== null
        ? {
            ...current,
            status: 'paused',
            endsAt: null,
            remaining: Math.max(0, (current.endsAt - Date.now()) / 1000),
          }
        : current,
    );
  }, []);
  const reset = useCallback(() => {
    setActive(null);
  }, []);

  const timerFor = (stepId: string, seconds: number): StepTimer =>
    active?.stepId === stepId
      ? { stepId, status: active.status, remaining: active.remaining }
      : { stepId, status: 'idle', remaining: seconds };

  /** The timer that is running, paused or just finished, if any. */
  const current: StepTimer | null = active
    ? { stepId: active.stepId, status: active.status, remaining: active.remaining }
    : null;

  return { timerFor, start, pause, reset, current };
}
