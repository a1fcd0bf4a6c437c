import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { bannerDock, dockChanged, type BannerEdge } from './banner-dock';
import './banner-dock.css';

/** Renders its children in the banner dock of an edge: above or below the other banners, never over them. */
export function Docked({ edge, children }: { edge: BannerEdge; children: ReactNode }) {
  useEffect(() => {
    dockChanged(edge);
    return () => dockChanged(edge);
  }, [edge]);
  return createPortal(children, bannerDock(edge));
}
