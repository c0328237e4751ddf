import {
  Button,
  Drawer,
  DrawerActions,
  DrawerContent,
  DrawerContentBody,
  DrawerHead,
  DrawerPanelBody,
  DrawerPanelContent,
} from '@patternfly/react-core';
import { CompressIcon, ExpandIcon, TimesIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { browsePath, parentPrefix } from './common/object-path';
import { ObjectDetail } from './detail/ObjectDetail';
import type { BucketObject } from './listing/object-sort';
import { ObjectListing } from './listing/ObjectListing';
import type { ObjectAbilities } from './object-abilities';
import { objectsStrings as strings } from './objects.strings';

/**
 * An object's detail in a side panel beside the listing of its folder (the address stays the object's, so it can be
 * shared), with a button to give the panel the whole width and back, and a close button that returns to the folder.
 * On a narrow screen the panel takes the whole width.
 */
export function ObjectDrawer(props: { bucket: string; object: BucketObject; abilities: ObjectAbilities }) {
  const { bucket, object, abilities } = props;
  const [fullWidth, setFullWidth] = useState(false);
  const navigate = useNavigate();
  const folder = parentPrefix(object.name);
  const panel = (
    <DrawerPanelContent
      widths={fullWidth ? { default: 'width_100' } : { default: 'width_100', lg: 'width_50' }}
      aria-label={strings.drawer.label}
      data-test="object-drawer"
    >
      <DrawerHead>
        <span />
        <DrawerActions>
          <Button
            variant="plain"
            icon={fullWidth ? <CompressIcon /> : <ExpandIcon />}
            aria-label={fullWidth ? strings.drawer.besideList : strings.drawer.fullWidth}
            aria-pressed={fullWidth}
            onClick={() => setFullWidth(!fullWidth)}
            data-test="object-drawer-full-width"
          />
          <Button
            variant="plain"
            icon={<TimesIcon />}
            aria-label={strings.drawer.close}
            onClick={() => void navigate(browsePath(bucket, folder))}
            data-test="object-drawer-close"
          />
        </DrawerActions>
      </DrawerHead>
      <DrawerPanelBody>
        <ObjectDetail bucket={bucket} object={object} abilities={abilities} />
      </DrawerPanelBody>
    </DrawerPanelContent>
  );
  return (
    <Drawer isExpanded isInline position="end">
      <DrawerContent panelContent={panel}>
        <DrawerContentBody>
          {/* Keyed by the folder, as the listing page keys it: opening another object keeps the listing's state. */}
          {!fullWidth && (
            <ObjectListing key={`${bucket}/${folder}`} bucket={bucket} prefix={folder} abilities={abilities} />
          )}
        </DrawerContentBody>
      </DrawerContent>
    </Drawer>
  );
}
