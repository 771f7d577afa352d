import { Link } from "react-router-dom";
import styles from "./Catalog.module.css";

/** The admin's tile at the start of a grid: Create New Product / Create New Blog Post. */
export function CreateTile({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={styles.createTile}>
      <span aria-hidden="true" className={styles.createPlus}>
        +
      </span>
      {label}
    </Link>
  );
}
