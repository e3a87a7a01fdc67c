import { useId, useState, type ChangeEvent } from 'react';
import {
  avatarMaxBytes,
  companyImagesMax,
  messages,
  normaliseImagePath,
  settingsLabels,
  type CompanyDetail,
} from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { toast } from '../../shared/ui/toast-store.ts';
import { FieldError } from '../../shared/form/form-kit.tsx';
import {
  deleteCompanyImage,
  uploadCompanyImages,
  uploadCompanyLogo,
  useCompanyMutation,
  useMyCompany,
} from './api.ts';
import styles from './Company.module.css';

/** Spec §5/§9: an image of at most 5 MB; the message to show otherwise. */
export function imageProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return messages.avatarNotImage;
  if (file.size > avatarMaxBytes) return messages.avatarTooLarge;
  return null;
}

/** A local preview of a chosen file while it uploads (none where the browser cannot make one). */
const previewUrl = (file: File): string | null =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;

/** Takes the chosen files and empties the input, so that the same file can be chosen again. */
function takeFiles(event: ChangeEvent<HTMLInputElement>): File[] {
  const files = Array.from(event.target.files ?? []);
  event.target.value = '';
  return files;
}

/** The company's logo and shop photos: shown once the company has been saved. */
export function CompanyMedia() {
  const company = useMyCompany();
  if (!company.data) return null;
  return (
    <div className={styles.media}>
      <LogoUpload company={company.data} />
      <PhotoGallery company={company.data} />
    </div>
  );
}

function LogoUpload({ company }: { company: CompanyDetail }) {
  const errorId = `${useId()}-error`;
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const upload = useCompanyMutation(uploadCompanyLogo);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = takeFiles(event);
    if (!file) return;
    const found = imageProblem(file);
    setProblem(found);
    if (found) return;
    const url = previewUrl(file);
    setPreview(url);
    upload.mutate(file, {
      onSuccess: () => toast.success(messages.companyLogoUpdated),
      onError: (error) => setProblem(errorMessage(error, messages.companySaveError)),
      onSettled: () => {
        setPreview(null);
        if (url) URL.revokeObjectURL(url);
      },
    });
  };

  const src = preview ?? (company.logo ? normaliseImagePath(company.logo) : null);
  return (
    <div className={styles.block}>
      <span className={styles.blockTitle}>{settingsLabels.logo}</span>
      <div className={styles.logoRow}>
        {src ? (
          <img className={styles.logo} src={src} alt={settingsLabels.logo} />
        ) : (
          <span className={styles.logo} aria-hidden="true" />
        )}
        <label className={styles.upload} aria-disabled={upload.isPending || undefined}>
          <input
            className={styles.fileInput}
            type="file"
            accept="image/*"
            disabled={upload.isPending}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            onChange={choose}
          />
          <Icon name="plus" size={18} />
          {settingsLabels.uploadLogo}
        </label>
      </div>
      <FieldError id={errorId} message={problem ?? undefined} />
    </div>
  );
}

function PhotoGallery({ company }: { company: CompanyDetail }) {
  const errorId = `${useId()}-error`;
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useCompanyMutation(uploadCompanyImages);
  const remove = useCompanyMutation(deleteCompanyImage);
  const busy = upload.isPending || remove.isPending;
  const full = company.images.length >= companyImagesMax;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = takeFiles(event);
    if (files.length === 0) return;
    const found =
      files.map(imageProblem).find(Boolean) ??
      (company.images.length + files.length > companyImagesMax ? messages.companyImagesLimit : null);
    setProblem(found);
    if (found) return;
    upload.mutate(files, {
      onSuccess: () => toast.success(messages.companyImagesUpdated),
      onError: (error) => setProblem(errorMessage(error, messages.companySaveError)),
    });
  };

  const removeAt = (index: number) => {
    setProblem(null);
    remove.mutate(index, {
      onSuccess: () => toast.success(messages.companyImageDeleted),
      onError: (error) => setProblem(errorMessage(error, messages.companySaveError)),
    });
  };

  return (
    <div className={styles.block}>
      <span className={styles.blockTitle}>{settingsLabels.companyImages}</span>
      {company.images.length > 0 && (
        <ul className={styles.grid}>
          {company.images.map((image, index) => (
            <li key={`${index}-${image}`} className={styles.photo}>
              <img src={normaliseImagePath(image)} alt={`${settingsLabels.companyImages} ${index + 1}`} />
              <button
                type="button"
                className={styles.remove}
                aria-label={`${settingsLabels.removeImage} ${index + 1}`}
                disabled={busy}
                onClick={() => removeAt(index)}
              >
                <Icon name="close" size={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <label className={styles.upload} aria-disabled={busy || full || undefined}>
        <input
          className={styles.fileInput}
          type="file"
          accept="image/*"
          multiple
          disabled={busy || full}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={choose}
        />
        <Icon name="plus" size={18} />
        {settingsLabels.addImages}
      </label>
      <FieldError id={errorId} message={problem ?? undefined} />
    </div>
  );
}
