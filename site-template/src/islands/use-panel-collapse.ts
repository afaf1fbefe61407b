import { useEffect, useState } from 'react';

const MOBILE_QUERY = '(max-width: 767px)';

/**
 * Whether a panel is expanded: always on wide screens, collapsible below 768px where the reader
 * toggles it (spec: ingredients and notes panels collapse on mobile). Expanded until hydration,
 * so the static page reads in full without JavaScript.
 */
export function usePanelCollapse(): { isMobile: boolean; expanded: boolean; toggle: () => void } {
  const [isMobile, setIsMobile] = useState(false);
  const [expanded, setExpanded] = useState(true);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const update = () => {
      setIsMobile(query.matches);
    };
    update();
    query.addEventListener('change', update);
    return () => {
      query.removeEventListener('change', update);
    };
  }, []);
  return {
    isMobile,
    expanded: !isMobile || expanded,
    toggle: () => {
      setExpanded((value) => !value);
    },
  };
}
