# The features layer's C (the RL encoders and batches): declarations for cimport.
