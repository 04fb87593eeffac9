"""Oracle text -> ability trees: the grammar, the compiler, the explainer and the coverage report."""
from .compiler import CompiledCard, CompiledFace, compile_card, compile_face

__all__ = ["CompiledCard", "CompiledFace", "compile_card", "compile_face"]
