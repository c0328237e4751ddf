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
  FolderPlusIcon,
  HistoryIcon,
  SyncAltIcon,
  TrashIcon,
  UploadIcon,
  DownloadIcon,
  FolderOpenIcon,
} from '@patternfly/react-icons';
import { useRef } from 'react';
import { objectsStrings as strings } from '../objects.strings';

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

/** Search, new path, upload (files or a folder), rewind, refresh, and the selection's delete and download. */
export function ObjectsToolbar(props: ToolbarProps) {
  const files = useRef<HTMLInputElement>(null);
  const folder = useRef<HTMLInputElement>(null);
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
        <ToolbarGroup variant="action-group-plain">
          {props.canUpload && (
            <>
              <ToolbarItem>
                <Button
                  variant="secondary"
                  icon={<FolderPlusIcon />}
                  onClick={props.onNewPath}
                  isDisabled={writeOff}
                  data-test="new-path-button"
                >
                  {strings.toolbar.newPath}
                </Button>
              </ToolbarItem>
              <ToolbarItem>
                <Button
                  variant="primary"
                  icon={<UploadIcon />}
                  onClick={() => files.current?.click()}
                  isDisabled={writeOff}
                  data-test="upload-files"
                >
                  {strings.toolbar.upload}
                </Button>
                <input
                  ref={files}
                  type="file"
                  multiple
                  hidden
                  onChange={(event) => {
                    props.onFiles(event.currentTarget.files);
                    event.currentTarget.value = '';
                  }}
                  data-test="upload-files-input"
                />
              </ToolbarItem>
              <ToolbarItem>
                <Button
                  variant="secondary"
                  icon={<FolderOpenIcon />}
                  onClick={() => folder.current?.click()}
                  isDisabled={writeOff}
                  data-test="upload-folder"
                >
                  {strings.toolbar.uploadFolder}
                </Button>
                <input
                  ref={(element) => {
                    folder.current = element;
                    // React has no typed prop for it; it makes the picker choose a folder and keep relative paths.
                    element?.setAttribute('webkitdirectory', '');
                  }}
                  type="file"
                  multiple
                  hidden
                  onChange={(event) => {
                    props.onFiles(event.currentTarget.files);
                    event.currentTarget.value = '';
                  }}
                  data-test="upload-folder-input"
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
          <ToolbarItem>
            <Button
              variant="secondary"
              icon={<SyncAltIcon />}
              onClick={props.onRefresh}
              isDisabled={writeOff}
              data-test="refresh-list"
            >
              {strings.toolbar.refresh}
            </Button>
          </ToolbarItem>
        </ToolbarGroup>
        {props.selectedCount > 0 && (
          <ToolbarGroup variant="action-group-plain">
            <ToolbarItem>
              <Button
                variant="secondary"
                icon={<DownloadIcon />}
                onClick={props.onDownloadSelected}
                data-test="download-selected"
              >
                {strings.toolbar.downloadSelected}
              </Button>
            </ToolbarItem>
            {props.canDelete && (
              <ToolbarItem>
                <Button
                  variant="danger"
                  icon={<TrashIcon />}
                  onClick={props.onDeleteSelected}
                  isDisabled={writeOff}
                  data-test="delete-selected"
                >
                  {strings.toolbar.deleteSelected}
                </Button>
              </ToolbarItem>
            )}
          </ToolbarGroup>
        )}
      </ToolbarContent>
    </Toolbar>
  );
}
