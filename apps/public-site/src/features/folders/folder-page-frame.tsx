import type { ReactNode } from 'react';
import { parentListPath, type Category, type Site } from '@laurel/domain';
import { PageFrame } from '../../app/page-frame';
import { withBackButton } from '../../lib/redirects/use-redirect';
import { FolderHeading } from './folder-heading';

interface FolderPageFrameProps {
  siteId: string;
  site: Site | undefined;
  touchScreen: boolean;
  /** The folder shown; undefined while it loads (the heading shows a skeleton). */
  category: Category | undefined;
  testId: string;
  children: ReactNode;
}

/** The frame of a folder's page (sub-folders or content): Back goes up a level, the folder's background and heading. */
export function FolderPageFrame({ siteId, site, touchScreen, category, testId, children }: FolderPageFrameProps) {
  const up = category ? withBackButton(parentListPath(siteId, category)) : undefined;
  return (
    <PageFrame
      siteId={siteId}
      site={site}
      touchScreen={touchScreen}
      up={up}
      background={category?.background}
      testId={testId}
    >
      <FolderHeading
        title={category?.categoryName}
        subtitle={category?.categoryDescription}
        loading={!category}
        edit={category ? { siteId, category } : undefined}
      />
      {children}
    </PageFrame>
  );
}
