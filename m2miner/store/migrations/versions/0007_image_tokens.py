"""Image tokens: of each model call's prompt tokens, those the screenshots took, and their
sum per tree, so cost can be read per image as well as per call.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-03
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("trees") as batch:
        batch.add_column(
            sa.Column("image_tokens", sa.BigInteger(), nullable=False, server_default="0")
        )
    with op.batch_alter_table("model_calls") as batch:
        batch.add_column(
            sa.Column("image_tokens", sa.Integer(), nullable=False, server_default="0")
        )


def downgrade() -> None:
    with op.batch_alter_table("model_calls") as batch:
        batch.drop_column("image_tokens")
    with op.batch_alter_table("trees") as batch:
        batch.drop_column("image_tokens")
