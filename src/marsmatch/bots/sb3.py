"""Stable-Baselines3 ``.zip`` files read without torch: the policy bot plays a network
saved by ``model.save(...)`` (sb3-contrib's MaskablePPO) with numpy alone.

An sb3 zip holds ``data`` (JSON: the spaces and the policy's arguments) and
``policy.pth``, itself a zip written by ``torch.save`` (a pickle of the state dict whose
tensors point at raw little-endian storages beside it). The pickle is read by an
unpickler that knows only the few names a state dict needs and refuses every other, so a
file cannot run code; the tensors become numpy arrays.
"""

from __future__ import annotations

import collections
import io
import json
import pickle
import zipfile
from pathlib import Path
from typing import Any

import numpy as np

#: torch's storage classes and their numpy types.
STORAGES = {"FloatStorage": np.float32, "DoubleStorage": np.float64, "HalfStorage": np.float16,
            "LongStorage": np.int64, "IntStorage": np.int32, "ShortStorage": np.int16,
            "ByteStorage": np.uint8, "CharStorage": np.int8, "BoolStorage": np.bool_}


class Sb3Error(ValueError):
    """The file is not an sb3 zip this reader understands."""


def _rebuild_tensor(storage: np.ndarray, offset: int, size: tuple[int, ...],
                    stride: tuple[int, ...], *_rest: Any) -> np.ndarray:
    item = storage.itemsize
    return np.lib.stride_tricks.as_strided(
        storage[offset:], shape=tuple(size), strides=tuple(s * item for s in stride)).copy()


class _StateDictUnpickler(pickle.Unpickler):
    def __init__(self, data: bytes, archive: zipfile.ZipFile, prefix: str) -> None:
        super().__init__(io.BytesIO(data))
        self.archive, self.prefix = archive, prefix

    def find_class(self, module: str, name: str) -> Any:
        if (module, name) == ("collections", "OrderedDict"):
            return collections.OrderedDict
        if module == "torch._utils" and name == "_rebuild_tensor_v2":
            return _rebuild_tensor
        if module == "torch" and name in STORAGES:
            return name
        raise Sb3Error(f"{module}.{name} is not part of a state dict")

    def persistent_load(self, pid: Any) -> np.ndarray:
        _tag, kind, key, _location, numel = pid
        if kind not in STORAGES:
            raise Sb3Error(f"tensors of type {kind} are not supported")
        raw = self.archive.read(f"{self.prefix}/data/{key}")
        return np.frombuffer(raw, dtype=np.dtype(STORAGES[kind]).newbyteorder("<"))[:numel]


def read_state_dict(blob: bytes) -> dict[str, np.ndarray]:
    """A ``torch.save``d state dict (its bytes) as numpy arrays."""
    with zipfile.ZipFile(io.BytesIO(blob)) as archive:
        pickles = [n for n in archive.namelist() if n.endswith("/data.pkl")]
        if len(pickles) != 1:
            raise Sb3Error("policy.pth is not a torch state dict")
        prefix = pickles[0][: -len("/data.pkl")]
        loaded = _StateDictUnpickler(archive.read(pickles[0]), archive, prefix).load()
    if not isinstance(loaded, dict):
        raise Sb3Error("policy.pth is not a torch state dict")
    return {str(k): np.asarray(v) for k, v in loaded.items()}


def read_zip(path: Path) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
    """The policy's state dict and the ``data`` JSON of an sb3 ``.zip``."""
    try:
        with zipfile.ZipFile(path) as archive:
            names = set(archive.namelist())
            if "policy.pth" not in names:
                raise Sb3Error(f"{path} has no policy.pth (not a Stable-Baselines3 save)")
            data = json.loads(archive.read("data")) if "data" in names else {}
            return read_state_dict(archive.read("policy.pth")), data
    except (zipfile.BadZipFile, pickle.UnpicklingError, KeyError, ValueError, EOFError) as exc:
        if isinstance(exc, Sb3Error):
            raise
        raise Sb3Error(f"{path} is not a readable Stable-Baselines3 save: {exc}") from None


def activation(data: dict[str, Any]) -> str:
    """``relu`` or ``tanh`` (sb3's default) from the saved policy arguments."""
    kwargs = data.get("policy_kwargs", {})
    text = json.dumps(kwargs)
    if isinstance(kwargs, dict) and ":serialized:" in kwargs:
        import base64

        text += base64.b64decode(kwargs[":serialized:"]).decode("latin-1")
    return "relu" if "ReLU" in text else "tanh"


def policy_layers(state: dict[str, np.ndarray]) -> tuple[list[tuple[np.ndarray, np.ndarray]],
                                                          tuple[np.ndarray, np.ndarray]]:
    """The actor's hidden layers and its action head, as (input × output) weights and
    biases (``mlp_extractor.policy_net.*`` then ``action_net``)."""
    prefix = "mlp_extractor.policy_net."
    indices = sorted({int(k[len(prefix):].split(".")[0]) for k in state if k.startswith(prefix)})
    try:
        layers = [(state[f"{prefix}{i}.weight"].T.astype(np.float32),
                   state[f"{prefix}{i}.bias"].astype(np.float32)) for i in indices]
        head = (state["action_net.weight"].T.astype(np.float32),
                state["action_net.bias"].astype(np.float32))
    except KeyError as exc:
        raise Sb3Error(f"the policy has no {exc.args[0]} (not an MlpPolicy)") from None
    return layers, head


__all__ = ["Sb3Error", "activation", "policy_layers", "read_state_dict", "read_zip"]
