import { useState } from 'react';
import { showsFolderCoverOption, showsImageFitOption, type Category } from '@laurel/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Panel, PanelSection } from '../../components/ui/panel';
import { SavedSelect, SavedText, SavedToggle } from '../../components/ui/saved-fields';
import { useCategoryField, useCategoryMediaField } from '../../lib/content/use-category-field';
import { MediaField } from '../../components/media-picker/media-field';
import { EntryOrderField } from './entry-order-field';
import { FilterCategoriesField } from './filter-field';
import { LayoutField } from './layout-field';
import { useFolderActions } from './use-folder-actions';

const FIT = [
  { value: 'cover' as const, label: 'Fill the card (crop the photo)' },
  { value: 'contain' as const, label: 'Show the whole photo' },
];

/** Every setting of a folder in one panel beside the page; each change shows on the page as it is made. */
export function FolderSettingsPanel({
  siteId,
  category,
  onClose,
}: {
  siteId: string;
  category: Category;
  onClose: () => void;
}) {
  const fieldOf = useCategoryField();
  const mediaOf = useCategoryMediaField();
  const actions = useFolderActions(siteId, category);
  const [confirming, setConfirming] = useState(false);
  const isRecords = category.layout === 'RecordsLayout';
  return (
    <Panel title={`Folder settings: ${category.categoryName}`} onClose={onClose}>
      <PanelSection title="Name">
        <SavedText {...fieldOf(siteId, category, 'categoryName', 'Folder name')} />
        <SavedText multiline {...fieldOf(siteId, category, 'categoryDescription', 'Description')} />
        <SavedToggle
          {...fieldOf(siteId, category, 'isLive', 'Published', { refetch: true })}
          hint="Visitors see a folder once it is published (and has something in it)."
        />
      </PanelSection>
      <PanelSection title="Layout">
        <LayoutField siteId={siteId} category={category} />
        {showsImageFitOption(category.layout) ? (
          <SavedSelect options={FIT} {...fieldOf(siteId, category, 'imageObjectFit', 'Photos in cards')} />
        ) : null}
        {isRecords ? null : <EntryOrderField siteId={siteId} category={category} />}
        {isRecords ? null : <FilterCategoriesField siteId={siteId} category={category} />}
      </PanelSection>
      <PanelSection title="Images">
        {showsFolderCoverOption(category.layout) ? (
          <MediaField aspect={4 / 3} {...mediaOf(siteId, category, 'coverImage', 'Folder cover')} />
        ) : null}
        <MediaField aspect={16 / 9} {...mediaOf(siteId, category, 'background', 'Page background')} />
        <MediaField aspect={0} {...mediaOf(siteId, category, 'cardBackground', 'Card background')} />
        <MediaField
          aspect={0}
          {...mediaOf(siteId, category, 'defaultPersonCardBackground', 'Profile card background')}
        />
      </PanelSection>
      <PanelSection title="Copy or delete">
        <p className="cms-field__hint">
          Copy folder structure makes “{category.categoryName} Copy” with the same sub-folders, settings and record
          columns, without profiles.
        </p>
        <div className="cms-dialog-actions cms-dialog-actions--start">
          <button
            type="button"
            className="ui-button ui-button--secondary"
            disabled={actions.copying}
            onClick={() => void actions.copyStructure()}
          >
            Copy folder structure
          </button>
          <button
            type="button"
            className="ui-button ui-button--secondary cms-button--danger-text"
            onClick={() => setConfirming(true)}
          >
            Delete folder…
          </button>
        </div>
      </PanelSection>
      {confirming ? (
        <ConfirmDialog
          title={`Delete ${category.categoryName}?`}
          message="The folder, its sub-folders and profiles leave the site at once (and the home page's grid or carousel). An admin can restore them from Recently deleted."
          confirmLabel="Delete folder"
          busy={actions.removing}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void actions.remove()}
        />
      ) : null}
    </Panel>
  );
}
