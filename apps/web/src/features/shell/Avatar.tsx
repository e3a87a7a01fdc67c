import styles from './Avatar.module.css';

/** Spec §2 avatar: the profile photo when there is one, otherwise a blank circle with the initial. */
export function Avatar({
  name,
  photoUrl,
  size = 40,
}: {
  name: string;
  photoUrl?: string | null;
  size?: number;
}) {
  return (
    <span className={styles.avatar} style={{ width: size, height: size }} aria-hidden="true">
      {photoUrl ? (
        <img src={photoUrl} alt="" className={styles.photo} />
      ) : (
        name.trim().charAt(0).toUpperCase()
      )}
    </span>
  );
}
