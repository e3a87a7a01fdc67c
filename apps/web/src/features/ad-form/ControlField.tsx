import type { ReactNode } from 'react';
import { LabelledControl, type ControlProps } from '../../shared/form/LabelledControl.tsx';
import styles from './AdForm.module.css';

interface Props {
  label: string;
  error: string | undefined;
  describedBy?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control of the ad form, in the ad form's look. */
export function ControlField(props: Props) {
  return <LabelledControl {...props} classes={styles} />;
}
