/* Making the engine's small tuple values (NamedTuples) from C without a Python call. */
#ifndef MARSMATCH_PYVALUES_H
#define MARSMATCH_PYVALUES_H

#include <Python.h>

/* A new instance of the tuple subclass `type` holding (a, b): what tuple.__new__(type,
 * (a, b)) makes, without building the argument tuple. */
static inline PyObject *mm_pair_of(PyObject *type, PyObject *a, PyObject *b) {
    PyTypeObject *t = (PyTypeObject *)type;
    PyObject *out = t->tp_alloc(t, 2);
    if (!out) return NULL;
    Py_INCREF(a);
    PyTuple_SET_ITEM(out, 0, a);
    Py_INCREF(b);
    PyTuple_SET_ITEM(out, 1, b);
    return out;
}

#endif
