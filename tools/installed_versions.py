"""Print the versions a framework's install resolved to (the README's "Works with" table records them)."""

import importlib.metadata

DISTRIBUTIONS = (
    "google-adk",
    "strands-agents",
    "a2a-sdk",
    "grpcio",
    "opentelemetry-api",
    "opentelemetry-sdk",
    "opentelemetry-instrumentation",
)


def main() -> None:
    for name in DISTRIBUTIONS:
        try:
            version = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            version = "absent"
        print(f"{name}: {version}")


if __name__ == "__main__":
    main()
