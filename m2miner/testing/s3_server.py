"""An S3-compatible server on 127.0.0.1 (moto in server mode) with one bucket.

For tests and benchmarks of the ``s3://`` blob store; moto is a dev dependency.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

ACCESS_KEY = "m2miner-test"
SECRET_KEY = "m2miner-test-secret"
REGION = "us-east-1"


@dataclass(frozen=True)
class S3Server:
    endpoint: str
    bucket: str

    def options(self) -> dict[str, str]:
        """``store.blob_options`` for this server (credentials included: test only)."""
        return {
            "endpoint": self.endpoint,
            "region": REGION,
            "allow_http": "true",
            "access_key_id": ACCESS_KEY,
            "secret_access_key": SECRET_KEY,
        }

    def url(self, prefix: str = "blobs") -> str:
        return f"s3://{self.bucket}/{prefix}"

    def list_keys(self) -> list[str]:
        """Every key in the bucket."""
        client = _client(self.endpoint)
        pages = client.get_paginator("list_objects_v2").paginate(Bucket=self.bucket)
        return [o["Key"] for page in pages for o in page.get("Contents", ())]


def _client(endpoint: str):  # type: ignore[no-untyped-def]
    import boto3

    return boto3.client(
        "s3",
        endpoint_url=endpoint,
        aws_access_key_id=ACCESS_KEY,
        aws_secret_access_key=SECRET_KEY,
        region_name=REGION,
    )


@contextmanager
def s3_server(bucket: str = "m2miner-blobs") -> Iterator[S3Server]:
    """A moto S3 server on a free port of 127.0.0.1, with ``bucket`` created."""
    import logging

    from moto.server import ThreadedMotoServer

    logging.getLogger("werkzeug").setLevel(logging.WARNING)  # a line per request otherwise
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    try:
        host, port = server.get_host_and_port()
        endpoint = f"http://{host}:{port}"
        _client(endpoint).create_bucket(Bucket=bucket)
        yield S3Server(endpoint, bucket)
    finally:
        server.stop()
