import { useRef, type PointerEvent } from "react";
import { swipeStep } from "./galleryImages.ts";

/**
 * Swipes on an element: a pointer (a finger, a pen, a mouse) that goes down and comes up a
 * sideways stretch away steps through the images. Answers the handlers to spread on the element,
 * and whether the last press was a swipe (its click then opens nothing).
 */
export function useSwipe(onStep: (step: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const swiped = useRef(false);
  const handlers = {
    onPointerDown: (event: PointerEvent) => {
      if (!event.isPrimary) return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
      swiped.current = false;
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const step = swipeStep(event.clientX - from.x, event.clientY - from.y);
      if (step === 0) return;
      swiped.current = true;
      onStep(step);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
  return { handlers, swiped };
}
