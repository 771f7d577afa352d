#!/bin/sh
# compose.yaml's PostgreSQL, on the first start of its empty volume (the image runs the files of
# /docker-entrypoint-initdb.d once): the shop's two roles, as deploy/database-roles.sql describes.
# shop_owner owns the database and runs the migrations and the audit log's retention; shop_app,
# which owns nothing, serves the requests.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v owner_password="$SHOP_OWNER_PASSWORD" -v app_password="$SHOP_APP_PASSWORD" -v database="$POSTGRES_DB" <<'SQL'
CREATE ROLE shop_owner LOGIN PASSWORD :'owner_password';
CREATE ROLE shop_app LOGIN PASSWORD :'app_password';
ALTER DATABASE :"database" OWNER TO shop_owner;
SQL
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v owner=shop_owner -v app=shop_app -f /deploy/database-roles.sql
