import { useState } from 'react';
import type { Site } from '@laurel/domain';
import { SETTINGS_TITLES } from '@laurel/domain';
import { WithSite } from '../../../components/page-state';
import { PageHeader, Section } from '../../../components/page-header';
import { PageSkeleton } from '../../../components/page-skeleton';
import { useFolders } from '../../../lib/use-folders';
import { apiErrorMessage } from '../../../lib/api-error';
import { useSettingsGetCastScreensQuery } from '../api/cast-endpoints';
import { useEmergencyForm } from '../hooks/use-emergency-form';
import { ScreenHealthPanel, useSettingsGetScreensQuery } from '../../screen-health';
import { AddScreenForm } from './add-screen-form';
import { EmergencyPanel } from './emergency-panel';
import { PairScreenForm } from './pair-screen-form';
import { ScreenEditor } from './screen-editor';
import { ScreenList } from './screen-list';

function RocketCast({ site, siteId }: { site: Site; siteId: string }) {
  const screens = useSettingsGetCastScreensQuery(siteId);
  const { folders, byId } = useFolders(siteId);
  const emergency = useEmergencyForm(siteId, site);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const health = useSettingsGetScreensQuery(siteId);
  const list = screens.data ?? [];
  const selected = list.find((s) => s.screenId === selectedId) ?? list[0] ?? null;
  if (screens.isLoading) return <PageSkeleton label="Loading cast screens…" />;
  return (
    <div className="st-page">
      <PageHeader title={SETTINGS_TITLES.rocketcast}>
        TVs that play the site as a slideshow. Each screen plays its folders in order; the emergency announcement
        reaches all of them at once.
      </PageHeader>
      <EmergencyPanel form={emergency} pickup={health.data?.emergency ?? null} />
      <ScreenHealthPanel siteId={siteId} />
      <div className="st-columns st-columns--list">
        <Section id="screens" title="Screens">
          {screens.isError ? (
            <p className="st-notice st-notice--error" role="alert">
              The cast screens could not be loaded: {apiErrorMessage(screens.error)}
            </p>
          ) : (
            <ScreenList screens={list} selectedId={selected?.screenId ?? null} onSelect={setSelectedId} />
          )}
          <AddScreenForm siteId={siteId} onAdded={(s) => setSelectedId(s.screenId)} />
          <h3 className="st-subheading">Pair a screen</h3>
          <PairScreenForm siteId={siteId} onPaired={(s) => s.kind === 'cast' && setSelectedId(s.screenId)} />
        </Section>
        {selected ? (
          <ScreenEditor
            key={selected.screenId}
            siteId={siteId}
            screen={selected}
            folders={folders}
            byId={byId}
            emergency={emergency.values}
            onDeleted={() => setSelectedId(null)}
          />
        ) : null}
      </div>
    </div>
  );
}

/** `/settings/{siteId}/rocketcast`: cast screens and the emergency announcement. */
export default function RocketCastPage() {
  return <WithSite>{(site, siteId) => <RocketCast site={site} siteId={siteId} />}</WithSite>;
}
