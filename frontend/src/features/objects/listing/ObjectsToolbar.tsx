import {
  Button,
  SearchInput,
  Toolbar,
  ToolbarContent,
  ToolbarGroup,
  ToolbarItem,
  Tooltip,
} from '@patternfly/react-core';
import {
  DownloadIcon,
  FolderOpenIcon,
  FolderPlusIcon,
  HistoryIcon,
  SyncAltIcon,
  TrashIcon,
  UploadIcon,
} from '@patternfly/react-icons';
import type { ComponentType } from 'react';
import { objectsStrings as strings } from '../objects.strings';
import { FilePickerButton } from './FilePickerButton';

export interface ToolbarProps {
  readonly search: string;
  readonly onSearch: (text: string) => void;
  readonly canList: boolean;
  readonly canUpload: boolean;
  readonly canDelete: boolean;
  readonly rewinding: boolean;
  readonly versioned: boolean;
  readonly selectedCount: number;
  readonly onNewPath: () => void;
  readonly onFiles: (files: FileList | null) => void;
  readonly onRewind: () => void;
  readonly onRefresh: () => void;
  readonly onDeleteSelected: () => void;
  readonly onDownloadSelected: () => void;
}

/** One plain toolbar button. */
interface ToolbarAction {
  readonly id: string;
  readonly label: string;
  readonly icon: ComponentType;
  readonly onClick: () => void;
  readonly variant?: 'secondary' | 'danger';
  readonly isDisabled?: boolean;
  readonly shown?: boolean;
}

function ActionButtons({ actions }: { actions: readonly ToolbarAction[] }) {
  return actions
    .filter((action) => action.shown !== false)
    .map(({ id, label, icon: Icon, onClick, variant = 'secondary', isDisabled = false }) => (
      <ToolbarItem key={id}>
        <Button variant={variant} icon={<Icon />} onClick={onClick} isDisabled={isDisabled} data-test={id}>
          {label}
        </Button>
      </ToolbarItem>
    ));
}

/**
 * Search, new path, upload (files or a folder), rewind, refresh, and the selection's download and delete. While
 * rewinding, the actions that change the bucket and refresh are off (spec 02 §4). The groups wrap: at 320 px, or
 * beside the object panel, every button stays on screen rather than running past the edge (issue 26).
 */
export function ObjectsToolbar(props: ToolbarProps) {
  const writeOff = props.rewinding;
  const rewindButton = (
    <Button
      variant={props.rewinding ? 'primary' : 'secondary'}
      icon={<HistoryIcon />}
      onClick={props.onRewind}
      isAriaDisabled={!props.versioned}
      data-test="rewind"
    >
      {strings.toolbar.rewind}
    </Button>
  );
  return (
    <Toolbar data-test="objects-toolbar">
      <ToolbarContent>
        <ToolbarItem>
          <SearchInput
            placeholder={strings.search}
            aria-label={strings.search}
            value={props.search}
            onChange={(_event, value) => props.onSearch(value)}
            onClear={() => props.onSearch('')}
            isDisabled={!props.canList}
            data-test="object-search"
          />
        </ToolbarItem>
        <ToolbarGroup variant="action-group-plain" rowWrap={{ default: 'wrap' }}>
          {props.canUpload && (
            <>
              <ActionButtons
                actions={[
                  {
                    id: 'new-path-button',
                    label: strings.toolbar.newPath,
                    icon: FolderPlusIcon,
                    onClick: props.onNewPath,
                    isDisabled: writeOff,
                  },
                ]}
              />
              <ToolbarItem>
                <FilePickerButton
                  label={strings.toolbar.upload}
                  icon={<UploadIcon />}
                  variant="primary"
                  isDisabled={writeOff}
                  onFiles={props.onFiles}
                  data-test="upload-files"
                />
              </ToolbarItem>
              <ToolbarItem>
                <FilePickerButton
                  label={strings.toolbar.uploadFolder}
                  icon={<FolderOpenIcon />}
                  variant="secondary"
                  folder
                  isDisabled={writeOff}
                  onFiles={props.onFiles}
                  data-test="upload-folder"
                />
              </ToolbarItem>
            </>
          )}
          <ToolbarItem>
            {props.versioned ? (
              rewindButton
            ) : (
              <Tooltip content={strings.toolbar.rewindOnlyVersioned}>{rewindButton}</Tooltip>
            )}
          </ToolbarItem>
          <ActionButtons
            actions={[
              {
                id: 'refresh-list',
                label: strings.toolbar.refresh,
                icon: SyncAltIcon,
                onClick: props.onRefresh,
                isDisabled: writeOff,
              },
            ]}
          />
        </ToolbarGroup>
        {props.selectedCount > 0 && (
          <ToolbarGroup variant="action-group-plain" rowWrap={{ default: 'wrap' }}>
            <ActionButtons
              actions={[
                {
                  id: 'download-selected',
                  label: strings.toolbar.downloadSelected,
                  icon: DownloadIcon,
                  onClick: props.onDownloadSelected,
                },
                {
                  id: 'delete-selected',
                  label: strings.toolbar.deleteSelected,
                  icon: TrashIcon,
                  onClick: props.onDeleteSelected,
                  variant: 'danger',
                  isDisabled: writeOff,
                  shown: props.canDelete,
                },
              ]}
            />
          </ToolbarGroup>
        )}
      </ToolbarContent>
    </Toolbar>
  );
}
